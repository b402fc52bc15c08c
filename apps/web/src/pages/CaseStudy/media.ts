// Which videos and images a case study shows where (product.md §2). A study carries its
// videos in one of three shapes (section 3): { hero, gallery[] }, a list of titled videos, or the
// legacy single videoUrl.
import { SHOWCASE_VIDEOS, type CaseStudy } from '@agency/schema';

export interface StudyVideo {
  url: string;
  title: string;
  vertical: boolean;
  /** The film's still, for the agency's showcase films, which have one beside them. */
  poster?: string;
}

/**
 * The agency's showcase films (/media/video/showcase-<id>.mp4), which several studies show in
 * their galleries: their own titles and stills, rather than "video 2" on a black frame.
 */
function showcaseFilm(url: string): Pick<StudyVideo, 'title' | 'poster'> | null {
  const id = /^\/media\/video\/showcase-([\w-]+)\.mp4$/.exec(url)?.[1];
  const film = SHOWCASE_VIDEOS.find((video) => video.id === id);
  return film
    ? { title: film.title, poster: `/media/video/showcase-${film.id}-poster.webp` }
    : null;
}

export interface StudyMedia {
  heroVideo: StudyVideo | null;
  heroImage: string | null;
  galleryVideos: StudyVideo[];
  galleryImages: string[];
}

export function caseStudyMedia(study: CaseStudy): StudyMedia {
  const name = `${study.client}: ${study.title}`;
  let heroVideo: StudyVideo | null = null;
  let galleryVideos: StudyVideo[] = [];
  const { videos } = study;

  if (Array.isArray(videos)) {
    // The list form: the first landscape video leads the page, the rest (verticals) join the gallery.
    const heroIndex = videos.findIndex((video) => video.format === 'horizontal');
    const hero = videos[heroIndex];
    if (hero) heroVideo = { url: hero.url, title: hero.title, vertical: false };
    galleryVideos = videos
      .filter((_, index) => index !== heroIndex)
      .map((video) => ({
        url: video.url,
        title: video.title,
        vertical: video.format === 'vertical',
      }));
  } else if (videos) {
    if (videos.hero)
      heroVideo = { url: videos.hero, title: `${name} (campaign film)`, vertical: false };
    galleryVideos = videos.gallery.map((url, index) => ({
      url,
      title: `${name}, video ${index + 1}`,
      vertical: false,
      ...showcaseFilm(url),
    }));
  }

  if (study.videoUrl) {
    const legacy = { url: study.videoUrl, title: `${name} (campaign film)`, vertical: false };
    if (!heroVideo) heroVideo = legacy;
    else if (
      heroVideo.url !== legacy.url &&
      !galleryVideos.some((video) => video.url === legacy.url)
    ) {
      galleryVideos = [legacy, ...galleryVideos];
    }
  }

  return {
    heroVideo,
    heroImage: study.images.hero ?? null,
    galleryVideos,
    galleryImages: study.images.gallery,
  };
}
