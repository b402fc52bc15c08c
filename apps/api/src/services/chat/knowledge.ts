import { rowToCaseStudy, caseStudySelect, type PrismaClient } from '@agency/db';
import { spanishKnowledge } from '@agency/db/content';
import { inProcessAssistant, startAssistantThread } from '../assistant/assistantThread.ts';
import type { AssistantOptions, KnowledgeBase } from '../assistant/index.ts';
import { createVersionedCache, type ContentVersion } from '../contentCache.ts';
import { listServices } from '../services.ts';

async function loadKnowledge(prisma: PrismaClient): Promise<KnowledgeBase> {
  const [faqs, services, caseStudyRows, facts] = await Promise.all([
    prisma.faqEntry.findMany({
      select: { id: true, question: true, answer: true, keywords: true, category: true },
      orderBy: { sortOrder: 'asc' },
    }),
    listServices(prisma),
    prisma.caseStudy.findMany({ select: caseStudySelect, orderBy: { sortOrder: 'asc' } }),
    prisma.knowledgeEntry.findMany({
      select: { id: true, title: true, text: true, keywords: true },
    }),
  ]);
  // The Spanish text is keyed by the ids of the rows above; an entry edited in the admin keeps
  // its English text current and its Spanish text as seeded until the seed content is updated.
  return {
    faqs,
    services,
    caseStudies: caseStudyRows.map(rowToCaseStudy),
    facts,
    spanish: spanishKnowledge,
  };
}

/**
 * The assistant is trained and indexed from the database once per content version, then reused:
 * a change to the content, from any instance, makes the next message rebuild it from the new rows.
 * `threaded`: it is built, and answers, in its own thread (assistantThread.ts).
 */
export function createAssistantCache(
  prisma: PrismaClient,
  version: ContentVersion,
  { threaded, onError }: { threaded: boolean; onError?: AssistantOptions['onError'] },
) {
  const cache = createVersionedCache(version, 1);
  const host = threaded ? startAssistantThread(onError) : inProcessAssistant(onError);
  return {
    get: () => cache.get('assistant', () => loadKnowledge(prisma).then((kb) => host.load(kb))),
    close: () => host.close(),
  };
}

export type AssistantCache = ReturnType<typeof createAssistantCache>;
