// The Unanswered inbox: the questions the assistant could not answer well, as the Message trigger
// grouped them (migration 20261125231727_assistant_teaching), and what staff do about each group:
// attach its questions to an answer as phrasings, write a new answer from it, or dismiss it.
// A handled group keeps its questions and counts, marked with who handled it and how.
import { answerUnitSelect, Prisma, type PrismaClient } from '@agency/db';
import {
  AnswerCreate,
  isUuid,
  PHRASING_MAX,
  PHRASINGS_MAX,
  phrasingKey,
  UnansweredAttach,
  UnansweredListQuery,
  type UnansweredStatus,
} from '@agency/schema';
import { DomainError, notFound } from '../../errors.ts';
import {
  applyAnswerVersion,
  createAnswerIn,
  lockAnswers,
  phrasingOwners,
  type Answer,
} from './answers.ts';
import { inTransaction } from './audited.ts';

type Tx = Prisma.TransactionClient;

export interface UnansweredTurnEntry {
  messageId: string;
  conversationId: string;
  question: string;
  reason: string;
  lang: string;
  createdAt: string;
}

export interface UnansweredGroupEntry {
  id: string;
  question: string;
  count: number;
  firstSeenAt: string;
  lastSeenAt: string;
  langs: string[];
  status: UnansweredStatus;
  unitId: string | null;
  handledBy: string | null;
  handledAt: string | null;
  /** The latest questions of the group, each with its conversation. */
  turns: UnansweredTurnEntry[];
}

const groupSelect = {
  id: true,
  question: true,
  count: true,
  firstSeenAt: true,
  lastSeenAt: true,
  langs: true,
  status: true,
  unitId: true,
  handledBy: true,
  handledAt: true,
} satisfies Prisma.UnansweredGroupSelect;

const turnSelect = {
  messageId: true,
  conversationId: true,
  question: true,
  reason: true,
  lang: true,
  createdAt: true,
} satisfies Prisma.UnansweredTurnSelect;

type GroupRow = Prisma.UnansweredGroupGetPayload<{ select: typeof groupSelect }>;
type TurnRow = Prisma.UnansweredTurnGetPayload<{ select: typeof turnSelect }>;

const toTurn = (row: TurnRow): UnansweredTurnEntry => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const toGroup = (row: GroupRow, turns: TurnRow[]): UnansweredGroupEntry => ({
  ...row,
  status: row.status as UnansweredStatus,
  firstSeenAt: row.firstSeenAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
  turns: turns.map(toTurn),
});

const LIST_TURNS = 5;

/**
 * One page of groups, the most asked first, each with its latest questions, and the counts of open
 * and handled ones. The questions come from a lateral join, a few per group: asked through the
 * relation, the whole group's questions were read to keep five.
 */
export async function listUnanswered(prisma: PrismaClient, query: UnansweredListQuery) {
  const { status, search, limit, offset } = UnansweredListQuery.parse(query);
  const term = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const filters = [
    status === 'open'
      ? Prisma.sql`g."status" = 'open'`
      : status === 'handled'
        ? Prisma.sql`g."status" <> 'open'`
        : Prisma.sql`TRUE`,
    term
      ? Prisma.sql`(g."question" ILIKE ${term} OR EXISTS (SELECT 1 FROM "UnansweredTurn" s WHERE s."groupId" = g."id" AND s."question" ILIKE ${term}))`
      : Prisma.sql`TRUE`,
  ];
  const where = Prisma.join(filters, ' AND ');
  const [rows, totals, byStatus] = await Promise.all([
    prisma.$queryRaw<
      (GroupRow & { turns: (Omit<TurnRow, 'createdAt'> & { createdAt: string })[] })[]
    >`
      SELECT g."id"::text AS "id", g."question", g."count", g."firstSeenAt", g."lastSeenAt",
             g."langs", g."status", g."unitId", g."handledBy", g."handledAt",
             COALESCE(t."turns", '[]'::json) AS "turns"
      FROM (SELECT * FROM "UnansweredGroup" g WHERE ${where}
            ORDER BY g."count" DESC, g."lastSeenAt" DESC, g."id"
            LIMIT ${limit} OFFSET ${offset}) g
      LEFT JOIN LATERAL (
        SELECT json_agg(json_build_object(
                 'messageId', x."messageId", 'conversationId', x."conversationId",
                 'question', x."question", 'reason', x."reason", 'lang', x."lang",
                 'createdAt', x."createdAt") ORDER BY x."createdAt" DESC) AS "turns"
        FROM (SELECT * FROM "UnansweredTurn" u WHERE u."groupId" = g."id"
              ORDER BY u."createdAt" DESC LIMIT ${LIST_TURNS}) x
      ) t ON TRUE
      ORDER BY g."count" DESC, g."lastSeenAt" DESC, g."id"`,
    prisma.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS "total" FROM "UnansweredGroup" g WHERE ${where}`,
    prisma.unansweredGroup.groupBy({ by: ['status'], _count: { _all: true } }),
  ]);
  const counts = { open: 0, handled: 0 };
  for (const row of byStatus) counts[row.status === 'open' ? 'open' : 'handled'] += row._count._all;
  return {
    groups: rows.map((row) =>
      toGroup(
        row,
        row.turns.map((turn) => ({ ...turn, createdAt: new Date(`${turn.createdAt}Z`) })),
      ),
    ),
    total: totals[0]?.total ?? 0,
    counts,
  };
}

const missingGroup = () => notFound('Unanswered question not found');

/** A group with all its questions (the latest 500). */
export async function unansweredDetail(
  prisma: PrismaClient,
  id: string,
): Promise<UnansweredGroupEntry> {
  const row = isUuid(id)
    ? await prisma.unansweredGroup.findUnique({
        where: { id: id.toLowerCase() },
        select: {
          ...groupSelect,
          turns: { select: turnSelect, orderBy: { createdAt: 'desc' }, take: 500 },
        },
      })
    : null;
  if (!row) throw missingGroup();
  return toGroup(row, row.turns);
}

/** Locks the group for the rest of the transaction; a handled one is not handled twice. */
async function openGroup(tx: Tx, id: string) {
  if (!isUuid(id)) throw missingGroup();
  await tx.$queryRaw`SELECT 1 FROM "UnansweredGroup" WHERE "id" = ${id.toLowerCase()}::uuid FOR UPDATE`;
  const group = await tx.unansweredGroup.findUnique({
    where: { id: id.toLowerCase() },
    select: { ...groupSelect, turns: { select: turnSelect, orderBy: { createdAt: 'asc' } } },
  });
  if (!group) throw missingGroup();
  if (group.status !== 'open')
    throw new DomainError(
      'CONFLICT',
      `This question was already handled (${group.status}${group.unitId ? ` to "${group.unitId}"` : ''} by ${group.handledBy ?? 'staff'}).`,
    );
  return group;
}

async function markHandled(
  tx: Tx,
  id: string,
  status: Exclude<UnansweredStatus, 'open'>,
  actor: string,
  unitId: string | null,
) {
  await tx.unansweredGroup.update({
    where: { id },
    data: { status, unitId, handledBy: actor, handledAt: new Date() },
  });
}

/** The group's distinct questions, by the language they were asked in (other languages as English). */
function questionsOf(turns: TurnRow[]) {
  const seen = new Set<string>();
  const questions: { text: string; lang: 'en' | 'es' }[] = [];
  for (const turn of turns) {
    const text = turn.question.trim().replace(/\s+/g, ' ');
    const key = phrasingKey(text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    questions.push({ text, lang: turn.lang === 'es' ? 'es' : 'en' });
  }
  return questions;
}

export interface AttachResult {
  answer: Answer;
  group: UnansweredGroupEntry;
  /** Questions left out: already another answer's phrasing, or too long to be one. */
  skipped: { question: string; why: string }[];
}

/**
 * Attaches every question of the group to an answer as a phrasing, in the language it was asked
 * in, and marks the group attached: one transaction, audited on the answer as an 'attach'.
 */
export async function attachUnanswered(
  prisma: PrismaClient,
  id: string,
  input: UnansweredAttach,
  actor: string,
): Promise<AttachResult> {
  const { unitId } = UnansweredAttach.parse(input);
  return inTransaction(prisma, async (tx) => {
    await lockAnswers(tx);
    const group = await openGroup(tx, id);
    const current = await tx.answerUnit.findUnique({
      where: { id: unitId },
      select: answerUnitSelect,
    });
    if (!current) throw notFound(`Answer '${unitId}' not found`);
    const owners = await phrasingOwners(tx, unitId);
    const own = new Set([...current.phrasingsEn, ...current.phrasingsEs].map(phrasingKey));
    const next = { phrasingsEn: [...current.phrasingsEn], phrasingsEs: [...current.phrasingsEs] };
    const skipped: AttachResult['skipped'] = [];
    for (const question of questionsOf(group.turns)) {
      const key = phrasingKey(question.text);
      const owner = owners.get(key);
      if (own.has(key)) continue;
      if (owner) skipped.push({ question: question.text, why: `already a phrasing of "${owner}"` });
      else if (question.text.length > PHRASING_MAX)
        skipped.push({ question: question.text, why: `longer than ${PHRASING_MAX} characters` });
      else {
        const list = question.lang === 'es' ? next.phrasingsEs : next.phrasingsEn;
        if (list.length >= PHRASINGS_MAX)
          skipped.push({
            question: question.text,
            why: `the answer has ${PHRASINGS_MAX} phrasings`,
          });
        else {
          list.push(question.text);
          own.add(key);
        }
      }
    }
    if (
      next.phrasingsEn.length === current.phrasingsEn.length &&
      next.phrasingsEs.length === current.phrasingsEs.length &&
      skipped.length
    )
      throw new DomainError(
        'CONFLICT',
        `None of these questions can be attached to "${unitId}": ${skipped[0]!.question} is ${skipped[0]!.why}. Dismiss the group, or edit that answer.`,
      );
    const answer = await applyAnswerVersion(
      tx,
      current,
      {
        topic: current.topic,
        context: current.context as Answer['context'],
        textEn: current.textEn,
        textEs: current.textEs,
        enabled: current.enabled,
        ...next,
      },
      'attach',
      actor,
    );
    await markHandled(tx, group.id, 'attached', actor, unitId);
    return { answer, group: await detailIn(tx, group.id), skipped };
  });
}

async function detailIn(tx: Tx, id: string) {
  const row = await tx.unansweredGroup.findUniqueOrThrow({
    where: { id },
    select: {
      ...groupSelect,
      turns: { select: turnSelect, orderBy: { createdAt: 'desc' }, take: 500 },
    },
  });
  return toGroup(row, row.turns);
}

/**
 * Writes a new answer from the group: the form's answer, with each of the group's questions that
 * is no other answer's phrasing added to its phrasings, so the very question asked gets it.
 */
export async function answerUnanswered(
  prisma: PrismaClient,
  id: string,
  input: AnswerCreate,
  actor: string,
): Promise<{ answer: Answer; group: UnansweredGroupEntry }> {
  const parsed = AnswerCreate.parse(input);
  return inTransaction(prisma, async (tx) => {
    await lockAnswers(tx);
    const group = await openGroup(tx, id);
    const owners = await phrasingOwners(tx);
    const listed = new Set([...parsed.phrasingsEn, ...parsed.phrasingsEs].map(phrasingKey));
    const phrasingsEn = [...parsed.phrasingsEn];
    const phrasingsEs = [...parsed.phrasingsEs];
    for (const question of questionsOf(group.turns)) {
      const key = phrasingKey(question.text);
      if (listed.has(key) || owners.has(key) || question.text.length > PHRASING_MAX) continue;
      (question.lang === 'es' ? phrasingsEs : phrasingsEn).push(question.text);
      listed.add(key);
    }
    const answer = await createAnswerIn(
      tx,
      {
        ...parsed,
        phrasingsEn: phrasingsEn.slice(0, PHRASINGS_MAX),
        phrasingsEs: phrasingsEs.slice(0, PHRASINGS_MAX),
      },
      actor,
    );
    await markHandled(tx, group.id, 'answered', actor, answer.id);
    return { answer, group: await detailIn(tx, group.id) };
  });
}

export async function dismissUnanswered(
  prisma: PrismaClient,
  id: string,
  actor: string,
): Promise<UnansweredGroupEntry> {
  return inTransaction(prisma, async (tx) => {
    const group = await openGroup(tx, id);
    await markHandled(tx, group.id, 'dismissed', actor, null);
    return detailIn(tx, group.id);
  });
}
