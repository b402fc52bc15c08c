import { CaseStudy, type CaseStudyInput } from '@agency/schema';
import { describe, expect, it } from 'vitest';
import { caseStudyMedia } from './media.ts';

const study = (overrides: Partial<CaseStudyInput>) =>
  CaseStudy.parse({
    id: 'x',
    client: 'Client',
    title: 'Title',
    industry: 'Retail',
    challenge: 'C',
    ...overrides,
  });

describe('caseStudyMedia', () => {
  it('takes the hero and gallery videos of the { hero, gallery } form', () => {
    const media = caseStudyMedia(
      study({
        videos: { hero: '/h.mp4', gallery: ['/a.mp4', 'https://vimeo.com/1'] },
        images: { hero: '/h.webp', gallery: ['/g1.webp'] },
      }),
    );
    expect(media.heroVideo?.url).toBe('/h.mp4');
    expect(media.galleryVideos.map((video) => video.url)).toEqual([
      '/a.mp4',
      'https://vimeo.com/1',
    ]);
    expect(media.heroImage).toBe('/h.webp');
    expect(media.galleryImages).toEqual(['/g1.webp']);
  });

  it("gives the agency's showcase films in a gallery their titles and stills", () => {
    const media = caseStudyMedia(
      study({ videos: { gallery: ['/media/video/showcase-brand-vision.mp4', '/a.mp4'] } }),
    );
    expect(media.galleryVideos).toEqual([
      {
        url: '/media/video/showcase-brand-vision.mp4',
        title: 'Brand Vision',
        vertical: false,
        poster: '/media/video/showcase-brand-vision-poster.webp',
      },
      { url: '/a.mp4', title: 'Client: Title, video 2', vertical: false },
    ]);
  });

  it('leads with the first landscape video of the list form; verticals go to the gallery', () => {
    const media = caseStudyMedia(
      study({
        videos: [
          { title: 'Episode 1', url: '/v.mp4', format: 'vertical' },
          { title: 'Client story', url: '/story.mp4', format: 'horizontal' },
        ],
      }),
    );
    expect(media.heroVideo).toEqual({ url: '/story.mp4', title: 'Client story', vertical: false });
    expect(media.galleryVideos).toEqual([{ url: '/v.mp4', title: 'Episode 1', vertical: true }]);
  });

  it('uses the legacy videoUrl as the hero when there is no other, else adds it to the gallery', () => {
    expect(caseStudyMedia(study({ videoUrl: '/legacy.mp4' })).heroVideo?.url).toBe('/legacy.mp4');
    const both = caseStudyMedia(
      study({ videoUrl: '/legacy.mp4', videos: { hero: '/h.mp4', gallery: [] } }),
    );
    expect(both.heroVideo?.url).toBe('/h.mp4');
    expect(both.galleryVideos.map((video) => video.url)).toEqual(['/legacy.mp4']);
  });

  it('has no hero video and no hero image when the study has neither', () => {
    const media = caseStudyMedia(study({ images: { thumbnail: '/t.webp', gallery: [] } }));
    expect(media.heroVideo).toBeNull();
    expect(media.heroImage).toBeNull();
    expect(media.galleryVideos).toEqual([]);
  });
});
