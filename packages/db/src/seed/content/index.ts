// Seed content of the site: data only. The seed (../index.ts) and the web bundle read it from here.
export { caseStudies } from './caseStudies.ts';
export { services } from './services.ts';
export { faqs } from './faq.ts';
export { cards } from './cards.ts';
export { physicsConfigs } from './physics.ts';
export { sampleContent } from './sampleContent.ts';
export { agencyFacts } from './agency.ts';
export type { AgencyFact } from './agency.ts';
export { spanishKnowledge } from './spanish.ts';
export type { SpanishKnowledge } from './spanish.ts';
