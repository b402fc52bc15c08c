// Knowledge bases for the tests and the benchmark: a small one independent of the seed content,
// and the seed content itself (with its Spanish text) as the endpoint loads it.
import {
  answers as seedAnswers,
  caseStudies as seedCaseStudies,
  services as seedServices,
  spanishKnowledge,
} from '@agency/db/content';
import { CaseStudy, type Service } from '@agency/schema';
import type { KnowledgeBase } from './retrieval.ts';
import type { AssistantAnswer, AssistantInput, Turn } from './types.ts';

/** The seed's answer units: what the assistant can say does not depend on the content below. */
const answers = seedAnswers;

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

export const fixtureKb: KnowledgeBase = { answers, services, caseStudies };

export const seedKb: KnowledgeBase = {
  answers: seedAnswers,
  services: seedServices,
  caseStudies: seedCaseStudies.map((study) => CaseStudy.parse(study)),
  spanish: spanishKnowledge,
};

/** Each message answered in turn, history and dialogue state carried as the chat endpoint carries them. */
export function conversation(assistant: { answer(input: AssistantInput): AssistantAnswer }) {
  return (...messages: string[]): AssistantAnswer[] => {
    const history: Turn[] = [];
    let state: unknown;
    return messages.map((message) => {
      const answer = assistant.answer({ message, history, hasContact: false, state });
      history.push({ message, reply: answer.reply });
      state = answer.state;
      return answer;
    });
  };
}
