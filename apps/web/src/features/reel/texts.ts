import type { SHOWCASE_VIDEOS } from '@agency/schema';

export const REEL_TEXTS = {
  reelTitle: 'Our Creative Reel',
  close: 'Close video',
  showcaseTitle: 'Our Creative Showcase',
  showcaseSubtitle: 'Three short films from our Los Angeles studio.',
  showcaseClose: 'Close showcase',
  play: (title: string) => `Play ${title}`,
  /** The line under each showcase film's title on its tile. */
  showcaseCaptions: {
    'highlight-reel': 'Moments from our recent campaigns',
    'brand-vision': 'How we bring a brand to the screen',
    'client-stories': 'The people we make work with',
  } satisfies Record<(typeof SHOWCASE_VIDEOS)[number]['id'], string>,
  discuss: 'Discuss Your Video Project',
  unsupported: 'Your browser does not support the video tag.',
} as const;
