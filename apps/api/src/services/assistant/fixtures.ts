// Knowledge bases for the tests and the benchmark: a small one independent of the seed content,
// and the seed content itself (with its Spanish text) as the endpoint loads it.
import {
  agencyFacts,
  caseStudies as seedCaseStudies,
  faqs as seedFaqs,
  services as seedServices,
  spanishKnowledge,
} from '@agency/db/content';
import { CaseStudy, type FaqEntry, type Service } from '@agency/schema';
import type { KnowledgeBase } from './retrieval.ts';

const faqs: FaqEntry[] = [
  {
    id: 'pricing-project-cost',
    question: 'How much does a project cost?',
    answer:
      'Project work typically ranges from $10K to $100K+, depending on scope and production. Share a few details and we will come back with an estimate.',
    keywords: ['cost', 'price', 'pricing', 'how much', 'budget', 'quote'],
    category: 'pricing',
  },
  {
    id: 'location-studio',
    question: 'Where are you located?',
    answer:
      'Our studio is at 3450 Sunset Blvd in Silver Lake, Los Angeles. Would you like to visit?',
    keywords: ['location', 'address', 'where', 'office', 'studio'],
    category: 'location',
  },
  {
    id: 'company-awards',
    question: 'What awards has your agency won?',
    answer:
      'Our work has won 3 Clio Awards along with Telly and Shorty Awards. Would you like to see the campaigns?',
    keywords: ['awards', 'clio', 'recognition'],
    category: 'company',
  },
  {
    id: 'timelines-campaign',
    question: 'How long does a typical campaign take?',
    answer:
      'An integrated campaign usually takes 8 to 16 weeks from kickoff to launch. Do you have a launch date?',
    keywords: ['how long', 'timeline', 'weeks', 'duration'],
    category: 'timelines',
  },
  {
    id: 'careers-hiring',
    question: 'Are you hiring?',
    answer: 'We hire throughout the year. Upload your resume in the chat.',
    keywords: ['hiring', 'jobs', 'careers'],
    category: 'careers',
  },
  {
    id: 'process-vendor-partnerships',
    question: 'I represent a vendor or media partner. Who should I contact?',
    answer:
      'Send a short overview to hello@silverlakecreative.com and our partnerships team will review it.',
    keywords: ['vendor', 'partnership', 'supplier'],
    category: 'process',
  },
];

const service = (slug: string, title: string, description: string): Service => ({
  slug,
  title,
  description,
  overview: `${title} at the agency. ${description}`,
  keyServices: [title],
  capabilities: [],
  approach: [],
  results: '',
  clientTypes: [],
});

const services: Service[] = [
  service(
    'video-production',
    'Video Production',
    'Commercials, brand films and social video made by our in-house crew. We take a project from script to final delivery.',
  ),
  service(
    'media-buying',
    'Media Buying',
    'Planning and buying across TV, streaming, audio, out-of-home and digital. We negotiate hard and track every dollar.',
  ),
  service(
    'brand-strategy',
    'Brand Strategy',
    'Positioning, identity and messaging. We help brands figure out what they stand for.',
  ),
];

const caseStudies: CaseStudy[] = [
  CaseStudy.parse({
    id: 'sunny-side-creamery',
    client: 'Sunny Side Creamery',
    title: 'Churned in California',
    industry: 'Food & Beverage',
    challenge: 'A small-batch ice cream maker was losing shelf space to national brands.',
    results: ['31% lift in pint sales'],
    metrics: { primary: '31% lift in pint sales', secondary: [] },
    services: ['Creative Campaign', 'Production'],
    tags: ['Food & Beverage', 'CPG'],
  }),
  CaseStudy.parse({
    id: 'casa-verde-cantina',
    client: 'Casa Verde Cantina',
    title: 'Taco Tuesday Live',
    industry: 'Food & Beverage',
    challenge: 'A restaurant group needed to fill weeknight tables.',
    results: ['42% more weeknight covers'],
    metrics: { primary: '42% more weeknight covers', secondary: [] },
    services: ['Social Media', 'Production'],
    tags: ['Restaurants', 'TikTok'],
  }),
  CaseStudy.parse({
    id: 'orbit-motors',
    client: 'Orbit Motors',
    title: 'Silent Night Drive',
    industry: 'Automotive',
    challenge: 'An electric car brand needed reservations for its first crossover.',
    results: ['12,000 reservations in a month'],
    metrics: { primary: '12,000 reservations in a month', secondary: [] },
    services: ['Production', 'Media Buying'],
    tags: ['Automotive', 'Connected TV', 'Product Launch'],
  }),
];

const facts: KnowledgeBase['facts'] = [
  {
    id: 'food-beverage',
    title: 'Food and beverage experience',
    text: 'Food and beverage is one of our busiest categories. Our work lifted Sunny Side Creamery pint sales by 31%.',
    keywords: ['food', 'beverage', 'restaurant'],
  },
  {
    id: 'awards',
    title: 'Awards',
    text: 'Our work has won 3 Clio Awards, a Telly Award and two Shorty Awards.',
    keywords: ['awards', 'clio'],
  },
  {
    id: 'team',
    title: 'Our team',
    text: 'We are a team of about 38 people across strategy, creative, production, media and digital.',
    keywords: ['team', 'people', 'employees', 'staff'],
  },
];

export const fixtureKb: KnowledgeBase = { faqs, services, caseStudies, facts };

export const seedKb: KnowledgeBase = {
  faqs: seedFaqs,
  services: seedServices,
  caseStudies: seedCaseStudies.map((study) => CaseStudy.parse(study)),
  facts: agencyFacts,
  spanish: spanishKnowledge,
};
