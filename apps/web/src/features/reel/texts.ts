export const REEL_TEXTS = {
  reelTitle: 'Our Creative Reel',
  close: 'Close video',
  showcaseTitle: 'Our Creative Showcase',
  showcaseSubtitle: 'Three short films from our Los Angeles studio.',
  showcaseClose: 'Close showcase',
  play: (title: string) => `Play ${title}`,
  discuss: 'Discuss Your Video Project',
  unsupported: 'Your browser does not support the video tag.',
} as const;
