// The chat assistant's brain: pure (no database, no HTTP server, no environment). The endpoint
// builds it once from the knowledge base with `createAssistant`, calls `answer` per message and,
// when a model endpoint is configured, may pass the answer through `phraseWithModel`.
export { createAssistant, type AssistantOptions } from './assistant.ts';
export { phraseWithModel, type ModelConfig } from './model.ts';
export type {
  Assistant,
  AssistantAnswer,
  AssistantInput,
  AnswerSource,
  CardType,
  ContactDetails,
  TokenUsage,
  KnowledgeBase,
  TriggerCard,
  Turn,
} from './types.ts';
export { labelled, trainingSet, testSet, type LabelledMessage } from './data/labelled.ts';
