// One lead per person: every path that yields contact details upserts the lead of the normalised
// email in the same transaction (or statement) as the fact, and says whether it was new.
import { randomUUID } from 'node:crypto';
import { Prisma } from '@agency/db';
import type { LeadSource } from '@agency/schema';
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
}

/** Prisma keeps DateTime columns as UTC in `timestamp(3)`; now() is one instant per statement. */
export const NOW = Prisma.sql`(now() AT TIME ZONE 'UTC')`;

/**
 * INSERT … ON CONFLICT on the unique email, returning the lead and whether this statement created
 * it (`xmax = 0` only on a freshly inserted row). Usable alone or as a CTE of a larger statement.
 * Details given now replace older ones; a blank detail keeps what the lead holds. `onlyIf` lets a
 * larger statement write the lead only when the rest of it will be written too.
 */
export function leadUpsertSql(facts: LeadFacts, onlyIf: Prisma.Sql = Prisma.sql`TRUE`): Prisma.Sql {
  const clip = (value: string | null | undefined, max: number) =>
    value?.trim() ? value.trim().slice(0, max) : null;
  return Prisma.sql`
    INSERT INTO "Lead" ("id", "email", "name", "company", "phone", "sources", "intent", "status", "firstActivityAt", "lastActivityAt")
    SELECT ${randomUUID()}::uuid, ${facts.email}, ${clip(facts.name, 200)}::text, ${clip(facts.company, 200)}::text,
           ${clip(facts.phone, 50)}::text, ARRAY[${facts.source}::text], ${facts.intent ?? null}::text,
           ${facts.candidate ? 'candidate' : 'new'}, ${NOW}, ${NOW}
    WHERE ${onlyIf}
    ON CONFLICT ("email") DO UPDATE SET
      "name" = COALESCE(EXCLUDED."name", "Lead"."name"),
      "company" = COALESCE(EXCLUDED."company", "Lead"."company"),
      "phone" = COALESCE(EXCLUDED."phone", "Lead"."phone"),
      "sources" = CASE WHEN EXCLUDED."sources"[1] = ANY("Lead"."sources") THEN "Lead"."sources"
                       ELSE "Lead"."sources" || EXCLUDED."sources" END,
      "intent" = COALESCE(EXCLUDED."intent", "Lead"."intent"),
      "lastActivityAt" = EXCLUDED."lastActivityAt"
    RETURNING "id"::text AS "id", (xmax = 0) AS "created", "email", "name", "company", "phone", "status", "sources"`;
}

/** Inside a transaction: the lead of these facts, created or updated. */
export async function upsertLead(tx: Prisma.TransactionClient, facts: LeadFacts): Promise<LeadRow> {
  const [row] = await tx.$queryRaw<LeadRow[]>(leadUpsertSql(facts));
  return row!;
}

/** The lead as events carry it (webhook `data.lead`, the email's details). */
export function leadPayload(lead: Omit<LeadRow, 'created'>) {
  return {
    id: lead.id,
    email: lead.email,
    name: lead.name,
    company: lead.company,
    phone: lead.phone,
    status: lead.status,
    sources: lead.sources,
  };
}

/** The lead as a JSON value inside SQL, the same shape as `leadPayload`. */
export const leadJsonSql = (alias: string) => {
  const l = Prisma.raw(`"${alias}"`);
  return Prisma.sql`jsonb_build_object('id', ${l}."id", 'email', ${l}."email", 'name', ${l}."name",
    'company', ${l}."company", 'phone', ${l}."phone", 'status', ${l}."status", 'sources', to_jsonb(${l}."sources"))`;
};
