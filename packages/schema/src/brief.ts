// The brief as fields: what a lead said of its budget, timeline, services and industry, in the
// ranges and names the admin's leads list shows and filters by (docs/decisions/021).
import { SERVICE_CATALOG, type ServiceSlug } from './constants.ts';

/** Budget ranges in dollars, lower bound included, upper excluded: $10,000 is in "$10K–$50K". */
export const BUDGET_RANGES = [
  { key: 'under-10k', label: 'Under $10K', min: 0, max: 10_000 },
  { key: '10k-50k', label: '$10K–$50K', min: 10_000, max: 50_000 },
  { key: '50k-100k', label: '$50K–$100K', min: 50_000, max: 100_000 },
  { key: '100k-plus', label: '$100K+', min: 100_000, max: null },
] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number]['key'];

/**
 * Timeline ranges in days from when it was said, lower bound included: "in a month" (30 days) is
 * within a month, "in 3 months" (91) is 1–3 months, "in 6 months" (183) is 3–6 months.
 */
export const TIMELINE_RANGES = [
  { key: 'within-a-month', label: 'Within a month', min: 0, max: 32 },
  { key: '1-3-months', label: '1–3 months', min: 32, max: 93 },
  { key: '3-6-months', label: '3–6 months', min: 93, max: 184 },
  { key: 'over-6-months', label: 'Over 6 months', min: 184, max: null },
] as const;
export type TimelineRange = (typeof TIMELINE_RANGES)[number]['key'];

/**
 * The assistant's industries, by the key its dialogue state keeps, with the name the admin shows.
 * The assistant's cues for each (apps/api/src/services/assistant/industries.ts) are checked
 * against these keys when it loads.
 */
export const INDUSTRY_NAMES = {
  fintech: 'Fintech',
  finance: 'Financial services',
  healthcare: 'Healthcare',
  beauty: 'Beauty',
  wellness: 'Health and wellness',
  fitness: 'Fitness',
  nonprofit: 'Nonprofits',
  legal: 'Legal services',
  'real-estate': 'Real estate',
  'home-services': 'Home services',
  hospitality: 'Hospitality and travel',
  education: 'Education',
  b2b: 'B2B and industrial',
  gaming: 'Gaming',
  cannabis: 'Cannabis',
  pets: 'Pet brands',
  government: 'Public sector',
  sports: 'Sports',
  fashion: 'Fashion',
  alcohol: 'Beer, wine and spirits',
  energy: 'Energy',
  dealership: 'Car dealerships',
  museums: 'Museums and culture',
  'performing-arts': 'Theater and performing arts',
  streaming: 'Streaming',
  entertainment: 'Entertainment',
  events: 'Events and live music',
  technology: 'Technology',
  food: 'Food and beverage',
  retail: 'Retail',
  automotive: 'Automotive',
} as const;
export type IndustryKey = keyof typeof INDUSTRY_NAMES;
export const INDUSTRY_KEYS = Object.keys(INDUSTRY_NAMES) as IndustryKey[];

export const SERVICE_SLUGS = SERVICE_CATALOG.map((entry) => entry.slug) as ServiceSlug[];

/** A lead's brief as the admin receives it: each field null (or empty) until the visitor said it. */
export interface LeadBrief {
  /** In dollars, as said. */
  budget: number | null;
  budgetRange: BudgetRange | null;
  /** The visitor's words ("in 6 weeks", "by March"). */
  timeline: string | null;
  timelineRange: TimelineRange | null;
  /** Service slugs, in the order they came up. */
  services: ServiceSlug[];
  industry: IndustryKey | null;
}

export function budgetRange(dollars: number | null): BudgetRange | null {
  if (dollars === null) return null;
  return BUDGET_RANGES.find((range) => range.max === null || dollars < range.max)!.key;
}

export function timelineRange(days: number | null): TimelineRange | null {
  if (days === null) return null;
  return TIMELINE_RANGES.find((range) => range.max === null || days < range.max)!.key;
}
