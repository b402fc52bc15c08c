import { SHOWCASE_VIDEOS } from '@agency/schema';

export const REEL_VIDEO = {
  src: '/media/video/reel.mp4',
  poster: '/media/video/reel-poster.webp',
} as const;

export const SHOWCASE = SHOWCASE_VIDEOS.map((video) => ({
  ...video,
  src: `/media/video/showcase-${video.id}.mp4`,
  poster: `/media/video/showcase-${video.id}-poster.webp`,
}));
