import { CaseStudy, type CaseStudyInput } from '@agency/schema';
import { describe, expect, it } from 'vitest';
import { filterChips, filterStudies, studyVideos } from './filters.ts';

const study = (fields: Partial<CaseStudyInput> & Pick<CaseStudyInput, 'id'>) =>
  CaseStudy.parse({
    client: 'Client',
    title: 'Title',
    industry: 'Retail',
    challenge: 'A challenge.',
    ...fields,
  });

const studies = [
  study({ id: 'a', industry: 'Retail', services: ['Social Media', 'Branding Workshop'] }),
  study({ id: 'b', industry: 'Automotive', services: ['Production', 'Media Buying'] }),
  study({ id: 'c', industry: 'Retail', services: ['Production'] }),
];

describe('portfolio filters', () => {
  it('lists All Work, then the industries, then the fixed-list services present, in the fixed order', () => {
    expect(filterChips(studies)).toEqual([
      'All Work',
      'Automotive',
      'Retail',
      'Media Buying',
      'Social Media',
      'Production',
    ]);
    expect(filterChips([])).toEqual(['All Work']);
  });

  it('filters by industry or by service', () => {
    expect(filterStudies(studies, 'All Work').map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(filterStudies(studies, 'Retail').map((s) => s.id)).toEqual(['a', 'c']);
    expect(filterStudies(studies, 'Production').map((s) => s.id)).toEqual(['b', 'c']);
    expect(filterStudies(studies, 'Influencer Marketing')).toEqual([]);
  });

  it('reads both shapes of videos and the legacy videoUrl, with which are vertical', () => {
    const film = (url: string, vertical = false) => ({ url, vertical });
    expect(
      studyVideos(study({ id: 'd', videos: { hero: '/h.mp4', gallery: ['/g.mp4'] } })),
    ).toEqual({
      campaign: film('/h.mp4'),
      additional: [film('/g.mp4')],
    });
    expect(
      studyVideos(
        study({
          id: 'e',
          videos: [
            { title: 'One', url: 'https://youtu.be/dQw4w9WgXcQ', format: 'horizontal' },
            { title: 'Two', url: '/two.mp4', format: 'vertical' },
          ],
        }),
      ),
    ).toEqual({
      campaign: film('https://youtu.be/dQw4w9WgXcQ'),
      additional: [film('/two.mp4', true)],
    });
    // A landscape film leads, as on the case study page, wherever the list has it.
    expect(
      studyVideos(
        study({
          id: 'h',
          videos: [
            { title: 'Episode', url: '/episode.mp4', format: 'vertical' },
            { title: 'Story', url: '/story.mp4', format: 'horizontal' },
          ],
        }),
      ),
    ).toEqual({ campaign: film('/story.mp4'), additional: [film('/episode.mp4', true)] });
    expect(studyVideos(study({ id: 'f', videoUrl: '/legacy.mov' }))).toEqual({
      campaign: film('/legacy.mov'),
      additional: [],
    });
    expect(studyVideos(study({ id: 'g' }))).toEqual({ campaign: null, additional: [] });
  });
});
