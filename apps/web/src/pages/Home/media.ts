/** The home page's own media (apps/web/public/media). */
export const BACKGROUND_VIDEOS = {
  default: { src: '/media/video/background.mp4', poster: '/media/video/background-poster.webp' },
  creative: {
    src: '/media/video/creative-background.mp4',
    poster: '/media/video/creative-background-poster.webp',
  },
} as const;

export const LOGO = '/media/logo.svg';
export const LOGO_MARK = '/media/logo-mark.svg';
