// The record of the chat: one conversation row per visitor thread, one message row per exchange.
import { randomUUID } from 'node:crypto';
import { Prisma, type Database } from '@agency/db';
import {
  CONTACT_FORM_SESSION_ID,
  type ChatRequest,
  type EmploymentType,
  type Intent,
} from '@agency/schema';
import { briefFromContactForm, briefFromState } from '../leads/brief.ts';
import {
  briefAssignments,
  briefValues,
  leadCtes,
  leadJsonSql,
  normaliseEmail,
} from '../leads/record.ts';
import { NOW } from '../sql.ts';
import type { BusinessCalendar } from '../../env.ts';
import type { Outbox } from '../outbox/events.ts';
import { isUuid } from '@agency/schema';

const HISTORY_TURNS = 12;

export interface ConversationState {
  id: string;
  clientName: string | null;
  clientEmail: string | null;
  clientPhone: string | null;
  employmentType: string | null;
  leadId: string | null;
  /** The assistant's dialogue state as stored; the assistant parses it. */
  dialogueState: unknown;
  /** The last HISTORY_TURNS exchanges, oldest first. */
  history: { message: string; reply: string }[];
  /** A resume is already joined to the conversation. */
  hasResume: boolean;
}

type Queries = Pick<Database, 'query' | 'prisma'>;

/** The conversation the request names, if it exists; a new one is only made when the reply is stored. */
export async function findConversation(
  db: Queries,
  conversationId?: string,
): Promise<ConversationState | null> {
  if (!conversationId || !isUuid(conversationId)) return null;
  const [found] = await db.query<ConversationState>(Prisma.sql`
    SELECT c."id"::text AS "id", c."clientName", c."clientEmail", c."clientPhone", c."employmentType",
           c."leadId"::text AS "leadId", c."dialogueState",
           EXISTS (SELECT 1 FROM "Resume" r WHERE r."conversationId" = c."id") AS "hasResume",
           COALESCE((
             SELECT json_agg(json_build_object('message', m."message", 'reply', m."reply") ORDER BY m."seq")
             FROM (SELECT "message", "reply", "seq" FROM "Message" WHERE "conversationId" = c."id"
                   ORDER BY "seq" DESC LIMIT ${HISTORY_TURNS}) m
           ), '[]'::json) AS "history"
    FROM "Conversation" c WHERE c."id" = ${conversationId}::uuid`);
  return found ?? null;
}

export interface Exchange {
  conversationId: string | null;
  /** The lead the conversation was linked to when read. */
  leadId?: string | null;
  request: ChatRequest;
  sessionId: string;
  userIp: string | null;
  reply: string;
  intent: Intent;
  employmentType?: EmploymentType;
  tokenUsage: Record<string, unknown> | null;
  /** The dialogue state after this exchange, written in the same statement as the message. */
  dialogueState?: unknown;
  /** Contact details the visitor typed into the message itself (read by the assistant). */
  typed?: { name?: string; email?: string; phone?: string; company?: string };
}

/**
 * Stores the exchange in one SQL statement, so it is atomic without a transaction's extra round
 * trips: data-modifying CTEs write the conversation, the message, the lead of the contact details
 * given, the files uploaded just before (linked to this conversation) and the outbox events together
 * or not at all. Incrementing the conversation's message count locks its row, so concurrent
 * messages to one conversation get consecutive sequence numbers in the order they reach the
 * database. A conversation that has gone since it was read (an admin deleted it) is started afresh.
 * The first message of a new conversation with nothing else to write shares its statement with
 * the other visitors' first messages that arrive with it (StartWriter).
 */
export interface ExchangeWriter {
  store(exchange: Exchange): Promise<Stored>;
  /** Settles once no first message is queued or being written. */
  close(): Promise<void>;
}

/** Made once per app (plugins/services.ts): its first messages share statements. */
export function createExchangeWriter(
  db: Queries,
  outbox: Pick<Outbox, 'wants'>,
  calendar: BusinessCalendar,
): ExchangeWriter {
  const wants: Wants = (type) => outbox.wants(type);
  const one = (exchange: Exchange) => storeOne(db, wants, calendar, exchange);
  const starts = new StartWriter(db, wants, one);
  return {
    store(exchange) {
      const { request } = exchange;
      const plainStart =
        !exchange.conversationId &&
        !normaliseEmail(givenEmail(exchange)) &&
        !exchange.typed?.phone &&
        !request.documentId &&
        !request.resumeId;
      return plainStart ? starts.write(exchange) : one(exchange);
    },
    close: () => starts.drained(),
  };
}

type Wants = Outbox['wants'];

type Stored = { conversationId: string; seq: number };

/** The email address the request gives, or the message typed, if any (a blank one is none). */
const givenEmail = ({ request, typed }: Pick<Exchange, 'request' | 'typed'>) =>
  (request.clientEmail ?? request.contactInfo?.email ?? typed?.email) || null;

/** What the exchange writes to the conversation's and the message's columns. */
function columns(exchange: Exchange) {
  const { request, typed } = exchange;
  return {
    // A blank field leaves what the conversation already holds.
    clientName: (request.clientName ?? request.contactInfo?.name ?? typed?.name) || null,
    clientEmail: givenEmail(exchange),
    clientPhone: typed?.phone?.slice(0, 40) || null,
    subject: request.subject || null,
    employmentType: exchange.employmentType ?? null,
    tokenUsage: exchange.tokenUsage ? JSON.stringify(exchange.tokenUsage) : null,
    dialogueState:
      exchange.dialogueState === undefined ? null : JSON.stringify(exchange.dialogueState),
  };
}

async function storeOne(
  db: Queries,
  wants: Wants,
  calendar: BusinessCalendar,
  exchange: Exchange,
): Promise<Stored> {
  const { request } = exchange;
  const {
    clientName,
    clientEmail,
    clientPhone,
    subject,
    employmentType,
    tokenUsage,
    dialogueState,
  } = columns(exchange);
  const email = normaliseEmail(clientEmail);
  const contactForm = exchange.sessionId === CONTACT_FORM_SESSION_ID;
  const leadId = email ? Prisma.sql`(SELECT "id"::uuid FROM lead)` : Prisma.sql`NULL::uuid`;
  // The lead's brief, kept current by the statement that stores what it was read from.
  const brief = contactForm
    ? (briefFromContactForm(request.message, request.company) ?? undefined)
    : exchange.dialogueState === undefined
      ? undefined
      : briefFromState(exchange.dialogueState);
  const briefGiven = briefValues(brief);

  // The events' JSON is built in SQL, where the compiler cannot check it against the payloads of
  // @agency/schema's outbox.ts: test/outbox-payloads.test.ts parses what these statements write.
  const statement = (conversation: Prisma.Sql, exists: Prisma.Sql) => {
    const lead = email
      ? Prisma.sql`${leadCtes(
          {
            email,
            name: clientName,
            company: request.company ?? exchange.typed?.company,
            phone: clientPhone,
            source: contactForm ? 'contact-form' : 'chat',
            intent: exchange.intent,
            candidate: exchange.intent === 'employment' || Boolean(employmentType),
            brief,
          },
          calendar,
          exists,
        )},`
      : Prisma.empty;
    // Without an email now, the conversation's lead (if any) has still been active, and a phone or
    // name typed into the chat fills what it lacks (never replaces it): lead.updated says so. Its
    // brief follows the dialogue state, quietly: staff see it in the admin, not as an event.
    const touch = email
      ? Prisma.empty
      : Prisma.sql`, before AS (
          SELECT l."id", l."phone", l."name" FROM "Lead" l JOIN conv ON l."id" = conv."leadId"),
        touched AS (
          UPDATE "Lead" SET "lastActivityAt" = ${NOW},
            "phone" = COALESCE("Lead"."phone", ${clientPhone}::text),
            "name" = COALESCE("Lead"."name", ${clientName}::text),
            ${briefAssignments((column) => briefGiven[column])}
          FROM conv WHERE "Lead"."id" = conv."leadId"
          RETURNING "Lead".*),
        touchedEvent AS (
          INSERT INTO "OutboxEvent" ("id", "type", "data", "leadId", "createdAt")
          SELECT ${randomUUID()}::uuid, 'lead.updated',
                 jsonb_build_object('lead', ${leadJsonSql('t')}, 'source', 'chat'::text,
                   'message', ${request.message}::text, 'conversationId', m."conversationId", 'files', '[]'::jsonb),
                 t."id", ${NOW}
          FROM touched t JOIN before b ON b."id" = t."id", msg m
          WHERE ${wants('lead.updated')} AND t."spamAt" IS NULL
            AND (t."phone" IS DISTINCT FROM b."phone" OR t."name" IS DISTINCT FROM b."name"))`;
    const attach = (table: 'Document' | 'Resume', id: string | undefined) =>
      id
        ? Prisma.sql`, ${Prisma.raw(`attached${table}`)} AS (
            UPDATE ${Prisma.raw(`"${table}"`)} f SET "conversationId" = conv."id", "leadId" = COALESCE(f."leadId", conv."leadId")
            FROM conv WHERE f."id" = ${id}::uuid AND f."conversationId" IS NULL)`
        : Prisma.empty;
    const leadTypes = (['lead.created', 'lead.updated'] as const).filter((type) => wants(type));
    // A lead event when the person is new, or this conversation has just been linked to them.
    const leadEvent =
      email && leadTypes.length
        ? Prisma.sql`, leadEvent AS (
          INSERT INTO "OutboxEvent" ("id", "type", "data", "leadId", "createdAt")
          SELECT ${randomUUID()}::uuid, CASE WHEN l."created" THEN 'lead.created' ELSE 'lead.updated' END,
                 jsonb_build_object('lead', ${leadJsonSql('l')}, 'source', ${contactForm ? 'contact-form' : 'chat'}::text,
                   'message', ${request.message}::text, 'conversationId', m."conversationId", 'files', '[]'::jsonb),
                 l."id"::uuid, ${NOW}
          FROM lead l, msg m
          -- A spam address is recorded quietly: no staff email, no webhook.
          WHERE NOT l."spam"
            AND (l."created" OR l."id"::uuid IS DISTINCT FROM ${exchange.leadId ?? null}::uuid)
            ${leadTypes.length === 1 ? Prisma.sql`AND l."created" = ${leadTypes[0] === 'lead.created'}` : Prisma.empty})`
        : Prisma.empty;
    const messageEvent = wants('message.created')
      ? Prisma.sql`,
      messageEvent AS (
        INSERT INTO "OutboxEvent" ("id", "type", "data", "leadId", "createdAt")
        SELECT ${randomUUID()}::uuid, 'message.created',
               jsonb_build_object('conversationId', m."conversationId", 'messageId', m."id", 'seq', m."seq",
                 'message', ${request.message}::text, 'reply', ${exchange.reply}::text, 'intent', ${exchange.intent}::text,
                 'sessionId', ${exchange.sessionId}::text, 'leadId', c."leadId"),
               c."leadId", ${NOW}
        FROM msg m JOIN conv c ON c."id" = m."conversationId"
        -- The statement's snapshot: an existing lead as it was, a lead it creates not yet (never spam).
        LEFT JOIN "Lead" sl ON sl."id" = c."leadId"
        WHERE sl."spamAt" IS NULL
      )`
      : Prisma.empty;
    return Prisma.sql`
      WITH ${lead}
      conv AS (${conversation}),
      msg AS (
        INSERT INTO "Message" ("id", "conversationId", "seq", "message", "reply", "intent", "tokenUsage", "sessionId", "userIp", "timestamp")
        SELECT ${randomUUID()}::uuid, c."id", c."messageCount", ${request.message}, ${exchange.reply}, ${exchange.intent},
               ${tokenUsage}, ${exchange.sessionId}, ${exchange.userIp}, ${NOW}
        FROM conv c
        RETURNING "id", "conversationId", "seq"
      )${messageEvent}
      ${touch}${attach('Document', request.documentId)}${attach('Resume', request.resumeId)}${leadEvent}
      SELECT "conversationId"::text AS "conversationId", "seq" FROM msg`;
  };

  if (exchange.conversationId) {
    const id = exchange.conversationId;
    const [row] = await db.query<Stored>(
      statement(
        Prisma.sql`
          UPDATE "Conversation" SET
            "clientName" = COALESCE(${clientName}, "clientName"),
            "clientEmail" = COALESCE(${clientEmail}, "clientEmail"),
            "clientPhone" = COALESCE(${clientPhone}, "clientPhone"),
            "subject" = COALESCE(${subject}, "subject"),
            "employmentType" = COALESCE(${employmentType}, "employmentType"),
            "dialogueState" = COALESCE(${dialogueState}::jsonb, "dialogueState"),
            "intent" = ${exchange.intent},
            "leadId" = COALESCE(${leadId}, "leadId"),
            "lastActivityAt" = ${NOW},
            "messageCount" = "messageCount" + 1
          WHERE "id" = ${id}::uuid
          RETURNING "id", "messageCount", "leadId"`,
        Prisma.sql`EXISTS (SELECT 1 FROM "Conversation" WHERE "id" = ${id}::uuid)`,
      ),
    );
    if (row) return row;
  }
  const [row] = await db.query<Stored>(
    statement(
      Prisma.sql`
        INSERT INTO "Conversation" ("id", "sessionId", "userIp", "clientName", "clientEmail", "clientPhone", "subject", "employmentType", "dialogueState", "intent", "leadId", "messageCount", "startedAt", "lastActivityAt")
        VALUES (${randomUUID()}::uuid, ${exchange.sessionId}, ${exchange.userIp}, ${clientName}, ${clientEmail}, ${clientPhone}, ${subject}, ${employmentType}, ${dialogueState}::jsonb, ${exchange.intent}, ${leadId}, 1, ${NOW}, ${NOW})
        RETURNING "id", "messageCount", "leadId"`,
      Prisma.sql`TRUE`,
    ),
  );
  return row!;
}

/** First messages written by one statement, at most. */
const STARTS_PER_STATEMENT = 64;

interface Start {
  exchange: Exchange;
  resolve: (stored: Stored) => void;
  reject: (error: unknown) => void;
}

/**
 * First messages of new conversations with nothing else to write (no contact details, no file):
 * most of the chat's writes. One statement writes them at a time; those that arrive while it runs
 * wait for it and then go together in the next, as Postgres commits the transactions that wait
 * on a flush with one flush. A statement's fixed costs (a round trip, executor start, a commit)
 * are then paid once per group instead of once per message, and the group grows with the load.
 * A message that finds nothing running is written at once, by the statement it always had.
 */
class StartWriter {
  private readonly queue: Start[] = [];
  private writing = false;
  private current: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Queries,
    private readonly wants: Wants,
    /** Writes one exchange on its own statement, as a message that is no start is written. */
    private readonly storeOne: (exchange: Exchange) => Promise<Stored>,
  ) {}

  write(exchange: Exchange): Promise<Stored> {
    return new Promise((resolve, reject) => {
      this.queue.push({ exchange, resolve, reject });
      this.flush();
    });
  }

  private flush() {
    if (this.writing || this.queue.length === 0) return;
    this.writing = true;
    this.current = this.run(this.queue.splice(0, STARTS_PER_STATEMENT)).finally(() => {
      this.writing = false;
      this.flush();
    });
  }

  async drained() {
    // A group that ends starts the next one queued behind it before its promise settles.
    while (this.writing) await this.current.catch(() => undefined);
  }

  private async run(group: Start[]) {
    if (group.length === 1) return settle(group[0]!, this.storeOne(group[0]!.exchange));
    const ids = group.map(() => randomUUID());
    let rows: Stored[];
    try {
      rows = await this.db.query<Stored>(
        startsStatement(group, ids, this.wants('message.created')),
      );
    } catch (error) {
      // Nothing of the group was written. A statement Postgres refused may have been refused for
      // one visitor's message: each is written on its own, so the others do not fail with it.
      if (!refusedStatement(error)) return group.forEach((start) => start.reject(error));
      return Promise.all(group.map((start) => settle(start, this.storeOne(start.exchange))));
    }
    const seqs = new Map(rows.map((row) => [row.conversationId, row.seq]));
    group.forEach((start, i) =>
      start.resolve({ conversationId: ids[i]!, seq: seqs.get(ids[i]!)! }),
    );
  }
}

function settle(start: Start, stored: Promise<Stored>) {
  return stored.then(start.resolve, start.reject);
}

/** Postgres refused the statement (a SQLSTATE), outside the classes that mean the connection or server failed. */
function refusedStatement(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !/^(08|53|57|58|XX)/.test(code);
}

/**
 * A lone surrogate would reach JSON as an escape Postgres refuses (and fail the group); as a bound
 * value, the driver sends it as U+FFFD, so it is made U+FFFD here too.
 */
const wellFormed = (_key: string, value: unknown) =>
  typeof value === 'string' ? value.replace(/\p{Surrogate}/gu, '\uFFFD') : value;

/** The first messages of `group`, as new conversations `ids`: storeOne's statement for many rows. */
function startsStatement(group: Start[], ids: string[], withEvents: boolean) {
  const rows = group.map(({ exchange }, i) => {
    const { clientName, clientEmail, subject, employmentType, tokenUsage, dialogueState } =
      columns(exchange);
    return {
      conversationId: ids[i],
      messageId: randomUUID(),
      eventId: randomUUID(),
      sessionId: exchange.sessionId,
      userIp: exchange.userIp,
      clientName,
      clientEmail,
      subject,
      employmentType,
      dialogueState,
      intent: exchange.intent,
      message: exchange.request.message,
      reply: exchange.reply,
      tokenUsage,
    };
  });
  return Prisma.sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows, wellFormed)}::jsonb) AS i(
        "conversationId" uuid, "messageId" uuid, "eventId" uuid, "sessionId" text, "userIp" text,
        "clientName" text, "clientEmail" text, "subject" text, "employmentType" text,
        "dialogueState" text, "intent" text, "message" text, "reply" text, "tokenUsage" text)
    ),
    conv AS (
      INSERT INTO "Conversation" ("id", "sessionId", "userIp", "clientName", "clientEmail", "subject", "employmentType", "dialogueState", "intent", "leadId", "messageCount", "startedAt", "lastActivityAt")
      SELECT "conversationId", "sessionId", "userIp", "clientName", "clientEmail", "subject", "employmentType", "dialogueState"::jsonb, "intent", NULL, 1, ${NOW}, ${NOW}
      FROM input
      RETURNING "id", "messageCount", "leadId"
    ),
    msg AS (
      INSERT INTO "Message" ("id", "conversationId", "seq", "message", "reply", "intent", "tokenUsage", "sessionId", "userIp", "timestamp")
      SELECT i."messageId", c."id", c."messageCount", i."message", i."reply", i."intent", i."tokenUsage", i."sessionId", i."userIp", ${NOW}
      FROM input i JOIN conv c ON c."id" = i."conversationId"
      RETURNING "id", "conversationId", "seq"
    )${
      withEvents
        ? Prisma.sql`,
    messageEvent AS (
      INSERT INTO "OutboxEvent" ("id", "type", "data", "leadId", "createdAt")
      SELECT i."eventId", 'message.created',
             jsonb_build_object('conversationId', m."conversationId", 'messageId', m."id", 'seq', m."seq",
               'message', i."message", 'reply', i."reply", 'intent', i."intent",
               'sessionId', i."sessionId", 'leadId', c."leadId"),
             c."leadId", ${NOW}
      FROM msg m JOIN conv c ON c."id" = m."conversationId" JOIN input i ON i."conversationId" = m."conversationId"
    )`
        : Prisma.empty
    }
    SELECT "conversationId"::text AS "conversationId", "seq" FROM msg`;
}
