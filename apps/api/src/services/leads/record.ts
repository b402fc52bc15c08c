// One lead per person: every path that yields contact details upserts the lead of the normalised
// email in the same transaction (or statement) as the fact, and says whether it was new.
import { randomUUID } from 'node:crypto';
import { Prisma } from '@agency/db';
import { NOW } from '../sql.ts';
import type { BriefFacts } from './brief.ts';
import type { BusinessCalendar } from '../../env.ts';
import { replyDue } from './due.ts';
import { oneLine, type LeadSource, type LeadStatus, type OutboxLead } from '@agency/schema';
import { z } from 'zod';

const Email = z.email();

/** Trimmed and lower-cased; null when it is not an email address (free text in a chat field). */
export function normaliseEmail(raw: string | null | undefined): string | null {
  const email = raw?.trim().toLowerCase();
  return email && email.length <= 320 && Email.safeParse(email).success ? email : null;
}

export interface LeadFacts {
  email: string;
  name?: string | null;
  company?: string | null;
  phone?: string | null;
  source: LeadSource;
  intent?: string | null;
  /** A job seeker: a new lead starts as `candidate` instead of `new`. */
  candidate?: boolean;
  /** What a chat's dialogue state or a contact form says of the brief (brief.ts). */
  brief?: BriefFacts;
}

export interface LeadRow {
  id: string;
  created: boolean;
  email: string;
  name: string | null;
  company: string | null;
  phone: string | null;
  status: string;
  sources: string[];
  /** Marked spam by staff: the path records the fact and the lead quietly, and writes no event. */
  spam: boolean;
}

/**
 * The lead of these facts as CTEs (`lead`, with the others it needs), for a statement of its own or
 * inside a larger one: INSERT … ON CONFLICT on the unique email, returning the lead and whether
 * this statement created it (`xmax = 0` only on a freshly inserted row). An address merged into
 * another lead writes to that lead (`lead_email`, docs/decisions/020-merging-leads.md). Whoever gives an email is
 * not proven to own it, so details given now only fill the lead's blanks; one that differs from a
 * detail already there is kept as a suggestion (audited) for staff to accept, and the lead, its
 * events and the CRM keep the value they had. `onlyIf` lets a larger statement write the lead only
 * when the rest of it will be written too. A new lead's reply is due one business day of `calendar`
 * (the app's, made in plugins/services.ts) after now.
 */
export function leadCtes(
  facts: LeadFacts,
  calendar: BusinessCalendar,
  onlyIf: Prisma.Sql = Prisma.sql`TRUE`,
): Prisma.Sql {
  // One visible line, as file names are kept: a line break or a right-to-left override in a name
  // would forge lines in the staff email and rows in a spreadsheet, or disguise the name.
  const clip = (value: string | null | undefined, max: number) =>
    (value && oneLine(value).slice(0, max)) || null;
  const [name, company, phone] = [
    clip(facts.name, 200),
    clip(facts.company, 200),
    clip(facts.phone, 50),
  ];
  // Only a new lead's: the conflict branch below leaves a known lead's due time as it was. A job
  // seeker is answered by the hiring pipeline, not the reply promise.
  const dueAt = facts.candidate
    ? null
    : replyDue(new Date(), calendar).toISOString().replace('Z', '');
  const brief = briefValues(facts.brief);
  return Prisma.sql`
    leadEmail AS MATERIALIZED (SELECT "lead_email"(${facts.email}) AS "email"),
    leadBefore AS (SELECT "name", "company", "phone" FROM "Lead" WHERE "email" = (SELECT "email" FROM leadEmail)),
    lead AS (
      INSERT INTO "Lead" ("id", "email", "name", "company", "phone", "sources", "intent", "status", "firstActivityAt", "lastActivityAt", "dueAt",
                          "budget", "timeline", "timelineDays", "services", "industry")
      SELECT ${randomUUID()}::uuid, (SELECT "email" FROM leadEmail), ${name}::text, ${company}::text,
             ${phone}::text, ARRAY[${facts.source}::text], ${facts.intent ?? null}::text,
             ${facts.candidate ? 'candidate' : 'new'}, ${NOW}, ${NOW}, ${dueAt}::timestamp,
             ${brief.budget}, ${brief.timeline}, ${brief.timelineDays}, ${brief.services}, ${brief.industry}
      WHERE ${onlyIf}
      ON CONFLICT ("email") DO UPDATE SET
        "name" = COALESCE("Lead"."name", EXCLUDED."name"),
        "company" = COALESCE("Lead"."company", EXCLUDED."company"),
        "phone" = COALESCE("Lead"."phone", EXCLUDED."phone"),
        "sources" = CASE WHEN EXCLUDED."sources"[1] = ANY("Lead"."sources") THEN "Lead"."sources"
                         ELSE "Lead"."sources" || EXCLUDED."sources" END,
        "intent" = COALESCE(EXCLUDED."intent", "Lead"."intent"),
        "lastActivityAt" = EXCLUDED."lastActivityAt",
        ${briefAssignments((column) => Prisma.raw(`EXCLUDED."${column}"`))}
      RETURNING "id"::text AS "id", (xmax = 0) AS "created", "email", "name", "company", "phone", "status", "sources",
                ("spamAt" IS NOT NULL) AS "spam"
    ),
    leadSuggested AS (
      INSERT INTO "LeadSuggestion" ("id", "leadId", "field", "value", "source", "createdAt")
      SELECT gen_random_uuid(), l."id"::uuid, given."field", given."value", ${facts.source}, ${NOW}
      FROM lead l, leadBefore b,
           (VALUES ('name', ${name}::text), ('company', ${company}::text), ('phone', ${phone}::text))
             AS given ("field", "value")
      WHERE given."value" <> (CASE given."field" WHEN 'name' THEN b."name"
                                                WHEN 'company' THEN b."company" ELSE b."phone" END)
      ON CONFLICT ("leadId", "field", "value") DO NOTHING
      RETURNING "leadId", "field", "value"
    ),
    leadSuggestedAudit AS (
      INSERT INTO "LeadAudit" ("id", "leadId", "action", "actor", "detail", "createdAt")
      SELECT gen_random_uuid(), "leadId", 'suggested', 'visitor',
             jsonb_build_object('field', "field", 'value', "value", 'source', ${facts.source}::text), ${NOW}
      FROM leadSuggested
    )`;
}

type BriefColumn = 'budget' | 'timeline' | 'timelineDays' | 'services' | 'industry';

/** The brief's facts as typed SQL values, null (or no services) where nothing was said. */
export function briefValues(brief: BriefFacts | undefined): Record<BriefColumn, Prisma.Sql> {
  return {
    budget: Prisma.sql`${brief?.budget ?? null}::int`,
    timeline: Prisma.sql`${brief?.timeline ?? null}::text`,
    timelineDays: Prisma.sql`${brief?.timelineDays ?? null}::int`,
    // As JSON: the chat's statements run on the driver, and the embedded one binds scalars only.
    services: Prisma.sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(brief?.services ?? [])}::jsonb))`,
    industry: Prisma.sql`${brief?.industry ?? null}::text`,
  };
}

/**
 * SET assignments that keep a lead's brief current: what is said now replaces what the lead held,
 * and nothing said leaves it; services add up, in the order they came up. A timeline's days are
 * counted when its words change, so "by March" said again in February keeps the length it had.
 */
export function briefAssignments(given: (column: BriefColumn) => Prisma.Sql): Prisma.Sql {
  return Prisma.sql`"budget" = COALESCE(${given('budget')}, "Lead"."budget"),
        "timelineDays" = CASE WHEN ${given('timeline')} IS NULL OR ${given('timeline')} = "Lead"."timeline"
                              THEN "Lead"."timelineDays" ELSE ${given('timelineDays')} END,
        "timeline" = COALESCE(${given('timeline')}, "Lead"."timeline"),
        "services" = ARRAY(SELECT u.s FROM unnest("Lead"."services" || ${given('services')}) WITH ORDINALITY AS u(s, n)
                           GROUP BY u.s ORDER BY min(u.n)),
        "industry" = COALESCE(${given('industry')}, "Lead"."industry")`;
}

/** Inside a transaction: the lead of these facts, created or updated. */
export async function upsertLead(
  tx: Prisma.TransactionClient,
  facts: LeadFacts,
  calendar: BusinessCalendar,
): Promise<LeadRow> {
  const [row] = await tx.$queryRaw<LeadRow[]>(
    Prisma.sql`WITH ${leadCtes(facts, calendar)} SELECT * FROM lead`,
  );
  return row!;
}

/** The lead as events carry it (webhook `data.lead`, the email's details). */
export function leadPayload(lead: Omit<LeadRow, 'created' | 'spam'>): OutboxLead {
  return {
    id: lead.id,
    email: lead.email,
    name: lead.name,
    company: lead.company,
    phone: lead.phone,
    // The columns are plain text, written only by leadCtes and LeadUpdate, which keep to these.
    status: lead.status as LeadStatus,
    sources: lead.sources as LeadSource[],
  };
}

/**
 * The lead as a JSON value inside SQL, the same shape as `leadPayload` (OutboxLead): the chat's
 * events are built in its statements, and test/outbox-payloads.test.ts parses them with the schema.
 */
export const leadJsonSql = (alias: string) => {
  const l = Prisma.raw(`"${alias}"`);
  return Prisma.sql`jsonb_build_object('id', ${l}."id", 'email', ${l}."email", 'name', ${l}."name",
    'company', ${l}."company", 'phone', ${l}."phone", 'status', ${l}."status", 'sources', to_jsonb(${l}."sources"))`;
};
