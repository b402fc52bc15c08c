import {
  answerUnitSelect,
  rowToCaseStudy,
  caseStudySelect,
  roleSelect,
  rowToRole,
  type PrismaClient,
} from '@agency/db';
import { spanishKnowledge } from '@agency/db/content';
import { AnswerUnit } from '@agency/schema';
import { inProcessAssistant, startAssistantThread } from '../assistant/assistantThread.ts';
import type { AssistantOptions, KnowledgeBase } from '../assistant/index.ts';
import { createVersionedCache, type ContentVersion } from '../contentCache.ts';
import { listServices } from '../servicePages.ts';

async function loadKnowledge(prisma: PrismaClient): Promise<KnowledgeBase> {
  const [answerRows, services, caseStudyRows, roleRows] = await Promise.all([
    prisma.answerUnit.findMany({
      select: answerUnitSelect,
      orderBy: { sortOrder: 'asc' },
    }),
    listServices(prisma),
    prisma.caseStudy.findMany({ select: caseStudySelect, orderBy: { sortOrder: 'asc' } }),
    // Published roles, expired ones too: the assistant checks validThrough as it answers, since a
    // role expires without a write that would rebuild it.
    prisma.role.findMany({
      where: { status: 'open' },
      select: roleSelect,
      orderBy: [{ datePosted: 'desc' }, { id: 'asc' }],
    }),
  ]);
  // A row whose context is not one the assistant knows (edited by hand) is left out, not guessed.
  const answers = answerRows.flatMap((row) => {
    const parsed = AnswerUnit.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
  // The Spanish titles of services and case studies are keyed by their ids; a case study edited in
  // the admin keeps its Spanish title as seeded until the seed content is updated.
  return {
    answers,
    services,
    caseStudies: caseStudyRows.map(rowToCaseStudy),
    spanish: spanishKnowledge,
    roles: roleRows.map(rowToRole),
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
