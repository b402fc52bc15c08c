// Seed content of the site: data only. The seed (../index.ts) and the web bundle read it from here.
import { answerPhrasings } from './answerPhrasings.ts';
import { answerUnitRows } from './answers.ts';

export { caseStudies } from './caseStudies.ts';
export { services } from './servicePages.ts';
export { roles, type RoleSeed } from './roles.ts';
export { cards } from './cards.ts';
export { physicsConfigs } from './physics.ts';
export { sampleContent } from './sampleContent.ts';
export { spanishKnowledge } from './spanish.ts';
export type { SpanishKnowledge } from './spanish.ts';
export { answerUnits } from './answers.ts';
export { answerPhrasings } from './answerPhrasings.ts';

/** The assistant's answer units as the seed writes them. */
export const answers = answerUnitRows(answerPhrasings);
