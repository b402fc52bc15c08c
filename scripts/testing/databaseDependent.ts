// Which integration test files behave differently on the embedded database than on Postgres. CI
// runs every test on Postgres, then only these again on the embedded database
// (`npm run test:embedded`); `npm test` on a machine without a Postgres server runs them all
// embedded. The two databases run the same SQL (PGlite is Postgres), so what differs is the driver
// and what sits around it: the client, the migration runner and the seed (packages/db), statements
// run past Prisma's query builder (`Database.query`, `$queryRaw`), transactions and locks under
// concurrency, what survives a killed process, and code that asks which database it is on.
// scripts/testing/databaseDependent.test.ts fails when a file is in neither list.

/** Files that exercise one of those: run on both databases. */
export const DATABASE_DEPENDENT = {
  'apps/api/test/database.test.ts': 'migrations, seed, start-up and the client itself',
  'apps/api/test/chat.test.ts':
    "the chat's own statements (Database.query), first messages written together, the assistant's thread on Postgres only",
  'apps/api/test/outbox.test.ts': 'delivery claims (FOR UPDATE SKIP LOCKED), leases, pruning',
  'apps/api/test/outbox-faults.test.ts': 'events kept across a SIGKILL of the server',
  'apps/api/test/outbox-payloads.test.ts':
    "events' JSON built by the chat's statements (jsonb_build_object), parsed with the payload schemas",
  'apps/api/test/faults.test.ts':
    'acknowledged writes kept across a SIGKILL, restart on the same data',
  'apps/api/test/leads.test.ts': 'lead upserts in raw SQL, in the transaction of the fact',
  'apps/api/test/admin-leads.test.ts': 'raw SQL search and CSV batches, erasure in one transaction',
  'apps/api/test/admin.test.ts':
    'trigram search in raw SQL, case-study revisions, the content version',
  'apps/api/test/files.test.ts': "stored files' bytes in chunks through each driver, ranges",
  'apps/api/test/resumes.test.ts': 'resume rows and their files in raw SQL',
  'apps/api/test/careers-apply.test.ts':
    "an application's lead upsert in raw SQL, its resume, candidate and event in one transaction",
  'apps/api/test/admin-careers.test.ts':
    'role revisions and candidate moves under a row lock, erasure of applications in one transaction',
  'apps/api/test/admin-staff.test.ts':
    'the staff row read on every request (revocation at once), the last-used write, owners checked in the transaction of the change',
  'apps/api/test/admin-replies.test.ts':
    "a reply's rows, the lead's status, the audit and the outbox event in one transaction, its delivery claimed by the worker",
  'apps/api/test/public.test.ts': 'the content-version check behind every cached read, health',
  'apps/api/test/assistant-admin.test.ts':
    "the Message trigger that files unanswered questions, trigram grouping, answers' revisions",
  'apps/api/test/admin-reports.test.ts':
    "the Dashboard's aggregates in raw SQL: Los Angeles days and weeks, percentiles, the Message trigger's turns",
  'apps/api/test/admin-new-late.test.ts':
    "read state and unread counts in raw SQL, a new lead's due time in the lead upsert, the overdue reminder claimed once (UPDATE … SKIP LOCKED)",
  'apps/api/test/admin-spam-bulk.test.ts':
    "the spam mark read in the chat's statements and the lead upsert, bulk actions and erasures in one transaction",
  'apps/api/test/admin-merge.test.ts':
    "a merge's moves, alias and audit in one transaction under row locks, the alias read by the lead upsert (lead_email) in raw SQL",
  'apps/api/test/admin-deliveries.test.ts':
    "a resend as one locking UPDATE with its audit row, the worker's new round of attempts, the staff-email attempts read newest first",
  'apps/api/test/admin-brief.test.ts':
    "the brief's columns written by the chat's statements on the driver (the embedded one binds scalars only), filters by range",
  'apps/api/test/assistant-digest.test.ts':
    'the weekly digest claimed once across instances (a row lock), through the outbox',
  'apps/api/test/audited.test.ts':
    "an audited edit and its revision rolled back together when the database refuses the revision, through each driver's transactions",
} as const;

/** Files whose database use is only what the files above already cover: Postgres only in CI. */
export const DATABASE_INDEPENDENT = {
  'apps/api/test/fuzz.test.ts': 'refusals happen before any write; the row count is plain SQL',
  'apps/api/test/hostile.test.ts': 'upload slots, deadlines and PDF workers',
  'apps/api/test/proxy.test.ts': 'client addresses behind a proxy',
  'apps/api/test/redis.test.ts': 'rate-limit counters in Redis',
  'apps/api/test/render.test.ts': 'server rendering from the routes',
  'apps/api/test/seo.test.ts': 'page heads, sitemap and robots from content reads',
  'apps/api/test/careers.test.ts': 'role pages, their 410 and the sitemap from plain reads',
} as const;
