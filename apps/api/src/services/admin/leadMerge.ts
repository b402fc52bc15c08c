// Two leads of one person made one (docs/decisions/020-merging-leads.md): staff look at what the
// merge would move, confirm it, and everything of the merged lead moves to the kept one in one
// transaction; the merged lead's row goes, and its email stays as an alias of the kept lead.
import { createHash } from 'node:crypto';
import { Prisma, type PrismaClient } from '@agency/db';
import { LeadMerge, LeadMergeQuery, isUuid, type LeadStatus } from '@agency/schema';
import { DomainError, notFound } from '../../errors.ts';
import { leadPayload } from '../leads/record.ts';
import type { Outbox } from '../outbox/events.ts';
import { leadSelect, personScope, toSummary, type LeadRow } from './leads.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/** A kept lead still `new` takes the merged lead's status when that one is further along. */
const PAST_NEW: readonly string[] = [
  'contacted',
  'qualified',
  'won',
  'lost',
] satisfies LeadStatus[];
const FILLED = ['name', 'company', 'phone'] as const;

/** One lead as the confirmation shows it. */
const side = (lead: LeadRow) => ({
  id: lead.id,
  email: lead.email,
  name: lead.name,
  company: lead.company,
  phone: lead.phone,
  status: lead.status,
  owner: lead.owner,
  spam: lead.spamAt !== null,
  sources: lead.sources,
  notes: lead.notes,
  firstActivityAt: lead.firstActivityAt.toISOString(),
  lastActivityAt: lead.lastActivityAt.toISOString(),
});

const earliest = (...dates: (Date | null)[]) =>
  dates.reduce<Date | null>((min, date) => (date && (!min || date < min) ? date : min), null);

/** The kept lead's columns after the merge, and which of them change. */
function combined(kept: LeadRow, merged: LeadRow, actor: string, at: Date) {
  const status =
    kept.status === 'new' && PAST_NEW.includes(merged.status) ? merged.status : kept.status;
  const owner = kept.ownerId || kept.owner ? kept : merged;
  const label = `— From ${merged.email}, merged by ${actor} on ${at.toISOString().slice(0, 10)}:`;
  return {
    name: kept.name ?? merged.name,
    company: kept.company ?? merged.company,
    phone: kept.phone ?? merged.phone,
    sources: [...new Set([...kept.sources, ...merged.sources])],
    intent: kept.intent ?? merged.intent,
    status,
    owner: owner.owner,
    ownerId: owner.ownerId,
    notes: merged.notes
      ? [kept.notes, `${label}\n${merged.notes}`].filter(Boolean).join('\n\n')
      : kept.notes,
    firstActivityAt: earliest(kept.firstActivityAt, merged.firstActivityAt)!,
    lastActivityAt:
      kept.lastActivityAt > merged.lastActivityAt ? kept.lastActivityAt : merged.lastActivityAt,
    dueAt: earliest(kept.dueAt, merged.dueAt),
    // The brief: blanks filled from the other lead, a timeline with the length read from it.
    budget: kept.budget ?? merged.budget,
    ...(kept.timeline
      ? { timeline: kept.timeline, timelineDays: kept.timelineDays }
      : { timeline: merged.timeline, timelineDays: merged.timelineDays }),
    services: [...new Set([...kept.services, ...merged.services])],
    industry: kept.industry ?? merged.industry,
  };
}

/** What moves: counted with the same conditions the merge updates with. */
async function movingRows(
  db: Db,
  kept: LeadRow,
  merged: LeadRow,
  after: ReturnType<typeof combined>,
) {
  const scope = await personScope(db, merged, 'unclaimed');
  const [documents, resumes, candidates, replies, suggestions, keptSuggestions] = await Promise.all(
    [
      db.document.count({ where: scope.documents }),
      db.resume.count({ where: scope.resumes }),
      db.candidate.count({ where: scope.candidates }),
      db.leadReply.count({ where: { leadId: merged.id } }),
      db.leadSuggestion.findMany({
        where: { leadId: merged.id },
        select: { id: true, field: true, value: true },
      }),
      db.leadSuggestion.findMany({
        where: { leadId: kept.id },
        select: { field: true, value: true },
      }),
    ],
  );
  // A suggestion the kept lead already has, or whose value the lead now holds, is said already.
  const known = new Set(keptSuggestions.map((s) => `${s.field}\u0000${s.value}`));
  const movingSuggestions = suggestions.filter(
    (s) =>
      !known.has(`${s.field}\u0000${s.value}`) &&
      after[s.field as (typeof FILLED)[number]] !== s.value,
  );
  return {
    scope,
    suggestionIds: movingSuggestions.map((s) => s.id),
    counts: {
      conversations: scope.conversations.length,
      documents,
      resumes,
      candidates,
      replies,
      suggestions: movingSuggestions.length,
    },
  };
}

/** The confirmation: both leads, what moves and what the kept lead becomes, with its digest. */
async function plan(db: Db, kept: LeadRow, merged: LeadRow) {
  const after = combined(kept, merged, '', new Date(0));
  const moving = await movingRows(db, kept, merged, after);
  const shown = {
    kept: side(kept),
    merged: side(merged),
    moves: moving.counts,
    result: {
      name: after.name,
      company: after.company,
      phone: after.phone,
      status: after.status,
      owner: after.owner,
      sources: after.sources,
      spam: kept.spamAt !== null,
      firstActivityAt: after.firstActivityAt.toISOString(),
      lastActivityAt: after.lastActivityAt.toISOString(),
      dueAt: after.dueAt?.toISOString() ?? null,
      notesAppended: merged.notes !== '',
    },
  };
  // Any change to what was shown (a new message, an edit, a file) changes the digest.
  const confirm = createHash('sha256').update(JSON.stringify(shown)).digest('hex');
  return { preview: { ...shown, confirm }, moving };
}

export type MergePreview = Awaited<ReturnType<typeof plan>>['preview'];

/** A refusal of the lead picked to merge, named on `mergedId` for the picker to show. */
const pickRefused = (code: 'NOT_FOUND' | 'BAD_REQUEST', message: string) =>
  new DomainError(code, message, { fieldErrors: { mergedId: [message] } });

async function pair(db: Db, keptId: string, mergedId: string, lock: boolean) {
  const ids = [keptId, mergedId].map((id) => (isUuid(id) ? id.toLowerCase() : null));
  if (!ids[0]) throw notFound('Lead not found');
  if (!ids[1]) throw pickRefused('NOT_FOUND', 'The lead to merge was not found');
  if (ids[0] === ids[1]) throw pickRefused('BAD_REQUEST', 'A lead cannot be merged into itself');
  // Both rows locked, in id order (two merges over one lead cannot deadlock), before anything is
  // read: a chat message for either address waits here, and then finds the alias (lead_email).
  if (lock)
    await db.$queryRaw`SELECT 1 FROM "Lead" WHERE "id" IN (${ids[0]}::uuid, ${ids[1]}::uuid) ORDER BY "id" FOR UPDATE`;
  const rows = await db.lead.findMany({
    where: { id: { in: ids as string[] } },
    select: { ...leadSelect, reminderSentAt: true },
  });
  const kept = rows.find((row) => row.id === ids[0]);
  const merged = rows.find((row) => row.id === ids[1]);
  if (!kept) throw notFound('Lead not found');
  if (!merged)
    throw pickRefused(
      'NOT_FOUND',
      'The lead to merge was not found: it may have been merged or deleted already',
    );
  return { kept, merged };
}

/** `GET /api/admin/leads/{id}/merge?mergedId=…`: what merging that lead into this one would do. */
export async function mergePreview(
  prisma: PrismaClient,
  id: string,
  input: LeadMergeQuery,
): Promise<MergePreview> {
  const { mergedId } = LeadMergeQuery.parse(input);
  const { kept, merged } = await pair(prisma, id, mergedId, false);
  return (await plan(prisma, kept, merged)).preview;
}

/** Merges of leads with thousands of rows stay one transaction. */
const MERGE_TRANSACTION = { maxWait: 15_000, timeout: 60_000 } as const;

/**
 * `POST /api/admin/leads/{id}/merge`: the merged lead's conversations, files, applications,
 * replies, suggestions, events, audit and read state become the kept lead's; its details fill the
 * kept lead's blanks, its notes are appended under a label; its row goes and its email becomes an
 * alias of the kept lead. Audited on the kept lead with the person's name and the email merged
 * away, and sent as `lead.updated` with `merged`. Refused (nothing written) when the preview
 * confirmed is no longer what the merge would do.
 */
export async function mergeLeads(
  prisma: PrismaClient,
  outbox: Outbox,
  id: string,
  input: LeadMerge,
  actor: string,
) {
  const { mergedId, confirm } = LeadMerge.parse(input);
  const result = await prisma.$transaction(async (tx) => {
    const { kept, merged } = await pair(tx, id, mergedId, true);
    const { preview, moving } = await plan(tx, kept, merged);
    if (preview.confirm !== confirm)
      throw new DomainError(
        'CONFLICT',
        'These leads changed since the merge was previewed; nothing was merged. Look at the merge again and confirm it.',
      );
    const { scope, counts } = moving;
    const now = new Date();
    const after = combined(kept, merged, actor, now);
    const to = { leadId: kept.id };
    await tx.conversation.updateMany({ where: { id: { in: scope.conversations } }, data: to });
    await tx.document.updateMany({ where: scope.documents, data: to });
    await tx.resume.updateMany({ where: scope.resumes, data: to });
    await tx.candidate.updateMany({ where: scope.candidates, data: to });
    await tx.leadReply.updateMany({ where: { leadId: merged.id }, data: to });
    await tx.leadSuggestion.updateMany({ where: { id: { in: moving.suggestionIds } }, data: to });
    // Events and audit lines are the person's too: the kept lead's erasure must find them.
    await tx.outboxEvent.updateMany({ where: { leadId: merged.id }, data: to });
    await tx.leadAudit.updateMany({ where: { leadId: merged.id }, data: to });
    await tx.leadAlias.updateMany({ where: { leadId: merged.id }, data: to });
    await mergeReadState(tx, kept, merged);
    // The row goes before its email becomes an alias: an address is a lead's or an alias, never both.
    await tx.lead.delete({ where: { id: merged.id } });
    await tx.leadAlias.create({ data: { email: merged.email, leadId: kept.id } });
    const lead = await tx.lead.update({
      where: { id: kept.id },
      data: {
        ...after,
        reminderSentAt: earliest(kept.reminderSentAt, merged.reminderSentAt),
      },
      select: leadSelect,
    });
    const changes = Object.fromEntries(
      [...FILLED, 'status' as const, 'owner' as const]
        .filter((field) => kept[field] !== lead[field])
        .map((field) => [field, { from: kept[field], to: lead[field] }]),
    );
    await tx.leadAudit.create({
      data: {
        leadId: kept.id,
        action: 'merged',
        actor,
        detail: {
          email: merged.email,
          id: merged.id,
          // What the merged lead said that the kept one did not take: kept here, not lost.
          was: {
            name: merged.name,
            company: merged.company,
            phone: merged.phone,
            status: merged.status,
            owner: merged.owner,
          },
          changes,
          moved: counts,
        } satisfies Prisma.InputJsonObject,
      },
    });
    // The kept lead's spam mark stands: nothing about a spam lead leaves the admin.
    if (lead.spamAt) return { lead, counts, evented: false };
    await outbox.add(tx, [
      {
        type: 'lead.updated',
        leadId: kept.id,
        data: {
          lead: leadPayload(lead),
          changes,
          actor,
          merged: { id: merged.id, email: merged.email },
        },
      },
    ]);
    return { lead, counts, evented: true };
  }, MERGE_TRANSACTION);
  if (result.evented) outbox.written();
  return {
    lead: toSummary(result.lead),
    merged: { id: mergedId.toLowerCase(), moved: result.counts },
  };
}

/**
 * Each person's read state of the two leads as one: read if they had read both (their row or their
 * "mark all read" covering each lead's last activity), unread otherwise.
 */
async function mergeReadState(tx: Prisma.TransactionClient, kept: LeadRow, merged: LeadRow) {
  const where = { kind: 'lead', itemId: { in: [kept.id, merged.id] } };
  const rows = await tx.readState.findMany({ where });
  if (!rows.length) return;
  const readers = [...new Set(rows.map((row) => row.reader))];
  const marks = new Map(
    (await tx.readAllMark.findMany({ where: { kind: 'lead', reader: { in: readers } } })).map(
      (mark) => [mark.reader, mark.readAt.getTime()],
    ),
  );
  const readAt = (reader: string, lead: LeadRow) =>
    rows.find((row) => row.reader === reader && row.itemId === lead.id)?.readAt.getTime() ??
    -Infinity;
  const seen = (reader: string, lead: LeadRow) =>
    lead.lastActivityAt.getTime() <= Math.max(readAt(reader, lead), marks.get(reader) ?? -Infinity);
  await tx.readState.deleteMany({ where });
  await tx.readState.createMany({
    data: readers
      .filter((reader) => seen(reader, kept) && seen(reader, merged))
      .map((reader) => ({
        reader,
        kind: 'lead',
        itemId: kept.id,
        readAt: new Date(Math.max(readAt(reader, kept), readAt(reader, merged))),
      })),
  });
}
