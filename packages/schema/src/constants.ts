// Business constants and limits of product.md §9. Components and the server read them from here.

export const AGENCY = {
  name: 'Silver Lake Creative',
  tagline: 'A Creative Solutions Advertising Agency',
  email: 'hello@silverlakecreative.com',
  phone: '+1 (323) 555-0147',
  streetAddress: '3450 Sunset Blvd, Suite 210',
  city: 'Los Angeles',
  region: 'CA',
  postalCode: '90026',
  country: 'US',
  foundedYear: 2009,
  clioAwards: 3,
  projectPriceRange: '$10K-$100K+',
  retainerFrom: '$15K per month',
} as const;

/** The privacy policy's promises, said by its page and by the assistant. */
export const PRIVACY = {
  confirmRequestDays: 10,
  answerRequestDays: 45,
  keepInquiriesMonths: 24,
  keepResumesMonths: 12,
} as const;

export const WORD_LIMIT = 150;
/** Server-side guard against a single "word" of megabytes; 150 long words fit easily. */
export const MESSAGE_MAX_CHARS = 2000;
export const PLACEHOLDER_ROTATION_MS = 4750;

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const CONTACT_MESSAGE_ROWS = 5;

export const VIDEO_LOAD_TIMEOUT_MS = 3000;
export const VIDEO_LOAD_TIMEOUT_MOBILE_MS = 1000;
export const AWARDS_BANNER_MS = 45_000;
export const AWARDS_BANNER_VIEWPORT_HEIGHT = 0.6;
export const PDF_BUTTON_HIGHLIGHT_MS = 5000;
export const REEL_OPEN_DELAY_MS = 1200;

export const MINIMIZED_OFFSET_Y = -220;
export const MEDIA_VOLUME = 0.7;

export const CARD_DECK_MAX = 6;
export const CARD_TRANSITION_MS = 500;
/** The "80% width" of the expanded card: of the viewport (a percentage in Mantine's size is of
 *  the modal's padded inner box, which made it 72% of a phone's width). */
export const EXPANDED_CARD_WIDTH = '80vw';
export const EXPANDED_CARD_MAX_WIDTH_PX = 1400;

export const PHYSICS_DEFAULTS = { mass: 1, tension: 170, friction: 26, precision: 0.01 } as const;
/** Fractions: each value is multiplied by a random factor in [1 - r, 1 + r]. */
export const PHYSICS_RANDOMIZATION = { mass: 0.2, tension: 0.1, friction: 0.15 } as const;

export const PERSONA_ANIMATIONS = {
  'creative-director': { entry: 'rotate', exit: 'drop' },
  'startup-founder': { entry: 'slideIn', exit: 'slideAway' },
  'marketing-manager': { entry: 'fadeIn', exit: 'fadeOut' },
  default: { entry: 'fadeIn', exit: 'fadeOut' },
} as const;
export type PersonaSlug = keyof typeof PERSONA_ANIMATIONS;

export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 155;
export const META_CHALLENGE_EXCERPT = 120;

export const ADMIN_SKILL_CHIPS = 5;
export const ADMIN_CHALLENGE_PREVIEW = 150;
export const ADMIN_DATE_FORMAT = 'MMM d, HH:mm';
export const ADMIN_RESUME_LIST_HEIGHT_PX = 600;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const MARQUEE_REPEATS = 3;
export const NAV_STAGGER_S = 0.1;
export const VIDEO_EMBED_RATIO = 16 / 9;

/** The session marker the contact page sends with its message (product.md §7). */
export const CONTACT_FORM_SESSION_ID = 'contact-form';
export const DEFAULT_PERSONA = 'default';

/** A message holding any of them as a word (with an ending: 'advertis' → advertising) opens the
 *  contact gate (product.md §4). */
export const CONTACT_KEYWORDS = [
  'contact',
  'quote',
  'proposal',
  'project',
  'reach',
  'connect',
  'touch',
  'call',
  'email',
  'advertis',
  'ads',
  'promote',
  'marketing',
  'campaign',
  'commercial',
  'video',
  'film',
  'production',
  'shoot',
  'spot',
] as const;

export const EMPLOYMENT_TYPES = ['freelancer', 'full-time', 'internship'] as const;
export const INTENTS = ['employment', 'service-inquiry', 'vendor', 'webchat'] as const;
export const MESSAGE_TYPES = [
  'portfolio-request',
  'reel-display',
  'reel-request',
  'document-sharing-response',
  'awards-response',
] as const;
export const TRIGGER_CARD_TYPES = [
  'video_reel',
  'food_brands',
  'video_portfolio',
  'media_campaigns',
] as const;

/** The fixed list of services the portfolio can filter by, in order (product.md §2). */
export const PORTFOLIO_SERVICES = [
  'Media Buying',
  'Social Media',
  'Production',
  'Creative Campaign',
  'Digital Campaigns',
  'Influencer Marketing',
] as const;

/**
 * The site's seven services, the one home of their three names: the page's slug, the name the
 * pages and menus say, and the portfolio services (the case studies' own vocabulary) whose work
 * counts as this service's. The menus, the About and Los Angeles pages and the assistant derive
 * from it; the seed's services are held to it by a test.
 */
export const SERVICE_CATALOG = [
  { slug: 'creative-campaigns', label: 'Creative Campaigns', portfolio: ['Creative Campaign'] },
  { slug: 'brand-strategy', label: 'Brand Strategy', portfolio: ['Creative Campaign'] },
  { slug: 'video-production', label: 'Video Production', portfolio: ['Production'] },
  { slug: 'digital-marketing', label: 'Digital Marketing', portfolio: ['Digital Campaigns'] },
  { slug: 'media-buying', label: 'Media Buying', portfolio: ['Media Buying'] },
  { slug: 'social-media', label: 'Social Media', portfolio: ['Social Media'] },
  {
    slug: 'influencer-marketing',
    label: 'Influencer Marketing',
    portfolio: ['Influencer Marketing'],
  },
] as const satisfies readonly {
  slug: string;
  label: string;
  portfolio: readonly (typeof PORTFOLIO_SERVICES)[number][];
}[];
export type ServiceSlug = (typeof SERVICE_CATALOG)[number]['slug'];

export function serviceLabel(slug: ServiceSlug): string {
  return SERVICE_CATALOG.find((entry) => entry.slug === slug)!.label;
}

export const AWARD_BADGES = [
  { id: 'telly', name: 'Telly Award' },
  { id: 'clio', name: 'Clio Award' },
  { id: 'shorty-1', name: 'Shorty Award' },
  { id: 'shorty-2', name: 'Shorty Award' },
  { id: 'aaf', name: 'AAF American Advertising Award' },
  { id: 'digiday-video', name: 'Digiday Video Award' },
  { id: 'smarties', name: 'Smarties Award' },
  { id: 'ad-age', name: 'Ad Age Award' },
] as const;

export const SHOWCASE_VIDEOS = [
  { id: 'highlight-reel', title: 'Highlight Reel' },
  { id: 'brand-vision', title: 'Brand Vision' },
  { id: 'client-stories', title: 'Client Stories' },
] as const;

/** The 30 sample questions the message box's placeholder rotates through. */
export const ROTATING_PROMPTS = [
  'We need a campaign to launch our new product in Los Angeles',
  'Can you show me your portfolio?',
  'How much does a brand refresh usually cost?',
  'We want a 30-second commercial for streaming TV',
  'Help us grow our Instagram and TikTok following',
  'Do you work with food and beverage brands?',
  'Can I see your creative reel?',
  'We need a media plan for a regional awareness push',
  'What awards has your agency won?',
  'Are you hiring designers or copywriters?',
  'I am a freelance video editor looking for work',
  'Do you offer internships for film students?',
  'Our restaurant group needs a new brand identity',
  'Can you produce a product video for our launch?',
  'We want to partner with influencers for a summer campaign',
  'How long does a typical campaign take?',
  'I have a creative brief I would like to share',
  'Can you help us rebrand before our Series B?',
  'We need paid social ads that actually convert',
  'What does your production process look like?',
  'Can you handle media buying across TV and digital?',
  'We are opening a new location and need local buzz',
  'Do you build websites and landing pages?',
  'I want to talk to someone about a retainer',
  'Show me your work for entertainment brands',
  'Our app needs a launch video and a paid media plan',
  'Can you shoot a documentary-style brand film?',
  'How do you measure campaign results?',
  'We want to sponsor a festival and activate on site',
  'Where is your studio located?',
] as const;

/**
 * The URL at which the web app's tRPC batch link asks for `caseStudies.bundle` on its own, as the
 * case-study page does first. The server preloads it in that page's HTML so the listing loads
 * beside the page's code rather than after it; a web test keeps the two in step.
 */
export const CASE_STUDIES_BUNDLE_QUERY_URL = '/trpc/caseStudies.bundle?batch=1&input=%7B%7D';

/**
 * The id of the JSON script in a server-rendered page that lists the app's modules, entry first:
 * the API writes it, the web app's loader (apps/web/src/loadApp.ts) starts them.
 */
export const APP_MODULES_ID = 'app-modules';

/**
 * Marks a text box whose Enter sends its form: before the app runs, the page's loader holds such
 * an Enter back for the app to replay (apps/web/src/lib/earlyInput.ts).
 */
export const ENTER_SENDS_ATTRIBUTE = 'data-enter-sends';

/**
 * The `<meta name>` through which the server gives a page the Google Analytics measurement id (a
 * run-time setting; absent when none is set or the request carries Global Privacy Control).
 */
export const MEASUREMENT_ID_META = 'ga-measurement-id';
