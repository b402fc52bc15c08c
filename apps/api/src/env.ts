// The only reader of process.env: every setting is checked once, at start.
import { REPO_ROOT } from '@agency/db';
import { DEFAULT_REPLY_SIGNATURE } from '@agency/schema';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join } from 'node:path';
import { z } from 'zod';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * The US federal holidays an agency commonly closes on (not Columbus or Veterans Day), as
 * observed, with the day after Thanksgiving: through 2027 only, so BUSINESS_HOLIDAYS is to be set
 * for the years after.
 */
const DEFAULT_HOLIDAYS = [
  '2026-11-26',
  '2026-11-27',
  '2026-12-25',
  '2027-01-01',
  '2027-01-18',
  '2027-02-15',
  '2027-05-31',
  '2027-06-18',
  '2027-07-05',
  '2027-09-06',
  '2027-11-25',
  '2027-11-26',
  '2027-12-24',
  '2027-12-31',
];

function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function isCalendarDate(value: string) {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value
  );
}

const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default(join(REPO_ROOT, '.data')),
  ADMIN_TOKEN: z.string().optional(),
  ADMIN_TOKEN_FILE: z.string().min(1).optional(),
  PUBLIC_URL: z.url('PUBLIC_URL must be an absolute URL').optional(),
  LOG_LEVEL: LogLevel.default('info'),
  WEB_DIST: z.string().min(1).default(join(REPO_ROOT, 'apps/web/dist')),
  RATE_LIMIT_CHAT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: z.coerce.number().int().positive().default(20),
  LLM_BASE_URL: z.url('LLM_BASE_URL must be an absolute URL').optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const trust = trustProxy(value);
      if (trust === null)
        context.addIssue({
          code: 'custom',
          message:
            "TRUST_PROXY must be false, a number of proxies (true is 1), or the proxies' addresses or CIDR ranges, comma-separated",
        });
      return trust ?? false;
    }),
  RATE_LIMIT_UPLOADS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_NEW_LEADS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_NEW_LEADS_PER_HOUR: z.coerce.number().int().positive().default(300),
  UPLOAD_SLOTS: z.coerce.number().int().positive().default(6),
  UPLOAD_SLOTS_PER_IP: z.coerce.number().int().positive().default(1),
  UPLOAD_DEADLINE_MS: z.coerce.number().int().positive().default(120_000),
  UPLOAD_IDLE_MS: z.coerce.number().int().positive().default(15_000),
  UPLOAD_QUEUE_MS: z.coerce.number().int().positive().default(60_000),
  UPLOAD_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(0).default(10_240),
  UPLOAD_RATE_WINDOW_MS: z.coerce.number().int().min(100).default(5_000),
  PDF_WORKERS: z.coerce.number().int().positive().default(2),
  PDF_DEADLINE_MS: z.coerce.number().int().positive().default(20_000),
  PDF_WORKER_MEMORY_MB: z.coerce.number().int().min(64).default(256),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  VITE_GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'VITE_GA_MEASUREMENT_ID must look like G-XXXXXXX')
    .optional(),
  // Leads leave the box: staff email and signed webhooks, delivered from the outbox.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  NOTIFY_EMAIL_TO: z
    .string()
    .transform(splitList)
    .pipe(z.array(z.email('NOTIFY_EMAIL_TO must be email addresses, comma-separated')).min(1))
    .optional(),
  NOTIFY_EMAIL_FROM: z.string().trim().min(3).optional(),
  WEBHOOK_URL: z
    .string()
    .transform(splitList)
    .pipe(
      z
        .array(
          z
            .url({
              protocol: /^https?$/,
              error: 'WEBHOOK_URL must be http(s) URLs, comma-separated',
            })
            // fetch refuses them, so every delivery would fail, and they would be shown and logged.
            .refine((url) => !new URL(url).username && !new URL(url).password, {
              error:
                'WEBHOOK_URL must not hold credentials (user:pass@); receivers check X-Webhook-Signature instead',
            }),
        )
        .min(1),
    )
    .optional(),
  WEBHOOK_SECRET: z.string().min(16, 'WEBHOOK_SECRET must be at least 16 characters').optional(),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(1000),
  OUTBOX_RETENTION_DAYS: z.coerce.number().positive().default(30),
  NOTIFY_DIGEST_AFTER: z.coerce.number().int().min(0).default(3),
  NOTIFY_DIGEST_MINUTES: z.coerce.number().positive().default(10),
  STAFF_EMAIL_ALERT_AFTER: z.coerce.number().int().min(1).max(1000).default(5),
  UNANSWERED_DIGEST_DAY: z
    .enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], {
      error: 'UNANSWERED_DIGEST_DAY must be a weekday in English, e.g. monday',
    })
    .optional(),
  UNANSWERED_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(16),
  // One line in an environment file, so `\n` (backslash, n) stands for a line break.
  REPLY_SIGNATURE: z
    .string()
    .transform((text) => text.replaceAll('\\n', '\n').trim())
    .pipe(z.string().max(1000, 'REPLY_SIGNATURE must be at most 1000 characters'))
    .optional(),
  BUSINESS_TIMEZONE: z
    .string()
    .refine(isTimeZone, 'BUSINESS_TIMEZONE must be an IANA time zone, e.g. America/Los_Angeles')
    .default('America/Los_Angeles'),
  BUSINESS_HOURS: z
    .string()
    .transform((value, ctx) => {
      const match = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/.exec(value.trim());
      const [open, close] = match
        ? [Number(match[1]) * 60 + Number(match[2]), Number(match[3]) * 60 + Number(match[4])]
        : [0, 0];
      if (!match || open >= close || close > 24 * 60) {
        ctx.addIssue({
          code: 'custom',
          message: 'BUSINESS_HOURS must be opening-closing in 24-hour time, e.g. 09:00-17:00',
        });
        return z.NEVER;
      }
      return { open, close };
    })
    .default({ open: 9 * 60, close: 17 * 60 }),
  BUSINESS_DAYS: z
    .string()
    .transform((value, ctx) => {
      const days = splitList(value.toLowerCase());
      if (!days.length || days.some((day) => !WEEKDAYS.includes(day))) {
        ctx.addIssue({
          code: 'custom',
          message: 'BUSINESS_DAYS must be weekdays in English, comma-separated, e.g. monday,friday',
        });
        return z.NEVER;
      }
      return [...new Set(days.map((day) => WEEKDAYS.indexOf(day)))];
    })
    .default([1, 2, 3, 4, 5]),
  BUSINESS_HOLIDAYS: z
    .string()
    .transform((value, ctx) => {
      const dates = splitList(value);
      const bad = dates.find((date) => !isCalendarDate(date));
      if (bad) {
        ctx.addIssue({
          code: 'custom',
          message: `BUSINESS_HOLIDAYS must be dates as YYYY-MM-DD, comma-separated (${bad} is not)`,
        });
        return z.NEVER;
      }
      return dates;
    })
    .default(DEFAULT_HOLIDAYS),
  REMINDER_CHECK_MS: z.coerce.number().int().min(100).default(60_000),
});

/**
 * Which hops of X-Forwarded-For to believe: none, the last `n` (each proxy appends the address it
 * was reached from, so the client's own guess sits to the left of theirs and is never read), or
 * whichever hops are these proxies. Null when the value is none of these.
 */
function trustProxy(value: string): false | number | string[] | null {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const ranges = splitList(text);
  const valid = ranges.every((range) => {
    const [address = '', prefix, ...rest] = range.split('/');
    const family = isIP(address);
    if (!family || rest.length) return false;
    if (prefix === undefined) return true;
    return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  });
  return ranges.length && valid ? ranges : null;
}

function splitList(value: string) {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Every variable the server reads (.env.example documents each; a test holds them together). */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape);

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  adminTokens: BootstrapToken[];
  /** Made at start when none is configured outside production; printed once. */
  generatedAdminToken?: string;
  /** Where the tokens came from when ADMIN_TOKEN_FILE was used; `created` is the token this run made. */
  adminTokenFile?: { path: string; created?: string };
  publicUrl: string;
  logLevel: z.infer<typeof LogLevel>;
  webDist: string;
  chatLimits: { perIpPerMinute: number; perSessionPerMinute: number };
  uploadsPerMinute: number;
  /** New people (emails no lead has yet) from one IP, and from everyone, an hour. */
  newLeads: LeadLimits;
  uploads: UploadLimits;
  pdf: PdfLimits;
  /**
   * Behind a load balancer the client's IP comes from X-Forwarded-For, read only as far as the
   * trusted proxies (a hop count, or their addresses); otherwise that header is a lie anyone can tell.
   */
  trustProxy: false | number | string[];
  redisUrl?: string;
  analyticsId?: string;
  /** Where the outbox delivers: email when SMTP is configured, webhooks when URLs are. */
  notify: NotifyConfig;
  /** Under the writer's name at the end of every email staff send a lead from the admin. */
  replySignature: string;
  /** When the agency is open, for the one-business-day reply promise. */
  businessCalendar: BusinessCalendar;
  /** How often each instance looks for leads past their due time, to remind of them. */
  reminderCheckMs: number;
  /** Set only when both LLM_BASE_URL and LLM_MODEL are given. */
  model?: { baseUrl: string; apiKey?: string; model: string; timeoutMs: number };
}

export interface BusinessCalendar {
  timeZone: string;
  /** Opening and closing, in minutes after local midnight. */
  openMinutes: number;
  closeMinutes: number;
  /** Open weekdays, 0 = Sunday. */
  weekdays: number[];
  /** Closed dates, YYYY-MM-DD in the calendar's time zone. */
  holidays: string[];
}

export interface LeadLimits {
  perIpPerHour: number;
  perHour: number;
}

export interface UploadLimits {
  slots: number;
  slotsPerIp: number;
  /** The whole upload, from its first byte to the stored answer, parsing included. */
  deadlineMs: number;
  /** Longest silence while the body streams in. */
  idleMs: number;
  /**
   * Slowest body accepted, measured over each window once the slot is taken (0: no minimum): a
   * trickle of bytes is cut in one window, not at the deadline.
   */
  minBytesPerSecond: number;
  rateWindowMs: number;
  queueMs: number;
}

export interface PdfLimits {
  workers: number;
  /** A PDF task still running then is stopped by terminating its worker. */
  deadlineMs: number;
  /** What a worker process may take, heap and buffers, past what Node and pdf.js reserve at start. */
  memoryMb: number;
}

/** Long enough that guessing it is hopeless even without the wrong-token limit. */
export const MIN_PRODUCTION_TOKEN_LENGTH = 24;

export interface NotifyConfig {
  email?: { smtpUrl: string; to: string[]; from: string };
  webhook?: { urls: string[]; secret: string };
  retryBaseMs: number;
  maxAttempts: number;
  timeoutMs: number;
  pollMs: number;
  /** Dispatched events, with their finished deliveries and attempts, are deleted past this age. */
  retentionMs: number;
  /** Past this many staff emails about new leads in a window, the rest go as one digest per window. */
  digestAfter: number;
  digestWindowMs: number;
  /** The admin's banner shows when this many of the latest staff email attempts all failed. */
  emailAlertAfter: number;
  /** The weekly email of the assistant's unanswered questions: when (UTC), if at all. */
  unansweredDigest?: { weekday: number; hour: number };
}

export class ConfigError extends Error {}

/** Email needs all three variables and webhooks both: half a configuration is a mistake to report, not to ignore. */
function notifyConfig(e: z.infer<typeof EnvSchema>): NotifyConfig {
  const emailVars = {
    SMTP_URL: e.SMTP_URL,
    NOTIFY_EMAIL_TO: e.NOTIFY_EMAIL_TO,
    NOTIFY_EMAIL_FROM: e.NOTIFY_EMAIL_FROM,
  };
  const webhookVars = { WEBHOOK_URL: e.WEBHOOK_URL, WEBHOOK_SECRET: e.WEBHOOK_SECRET };
  if (e.UNANSWERED_DIGEST_DAY && !(e.SMTP_URL && e.NOTIFY_EMAIL_TO && e.NOTIFY_EMAIL_FROM))
    throw new ConfigError(
      'Invalid configuration:\n  UNANSWERED_DIGEST_DAY: the weekly email needs SMTP_URL, NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM',
    );
  for (const group of [emailVars, webhookVars]) {
    const missing = Object.entries(group).filter(([, value]) => value === undefined);
    if (missing.length && missing.length < Object.keys(group).length) {
      throw new ConfigError(
        `Invalid configuration:\n  ${missing.map(([name]) => name).join(', ')}: required with ${Object.keys(
          group,
        )
          .filter((name) => !missing.some(([other]) => other === name))
          .join(', ')}`,
      );
    }
  }
  return {
    email:
      e.SMTP_URL && e.NOTIFY_EMAIL_TO && e.NOTIFY_EMAIL_FROM
        ? { smtpUrl: e.SMTP_URL, to: e.NOTIFY_EMAIL_TO, from: e.NOTIFY_EMAIL_FROM }
        : undefined,
    webhook:
      e.WEBHOOK_URL && e.WEBHOOK_SECRET
        ? { urls: e.WEBHOOK_URL, secret: e.WEBHOOK_SECRET }
        : undefined,
    retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
    maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
    timeoutMs: e.WEBHOOK_TIMEOUT_MS,
    pollMs: e.OUTBOX_POLL_MS,
    retentionMs: e.OUTBOX_RETENTION_DAYS * 24 * 60 * 60 * 1000,
    digestAfter: e.NOTIFY_DIGEST_AFTER,
    digestWindowMs: e.NOTIFY_DIGEST_MINUTES * 60 * 1000,
    emailAlertAfter: e.STAFF_EMAIL_ALERT_AFTER,
    unansweredDigest: e.UNANSWERED_DIGEST_DAY
      ? { weekday: WEEKDAYS.indexOf(e.UNANSWERED_DIGEST_DAY), hour: e.UNANSWERED_DIGEST_HOUR }
      : undefined,
  };
}

/**
 * The tokens in ADMIN_TOKEN_FILE (comma- or line-separated). A missing file is created holding one
 * fresh token, readable by this user only: the local Docker stack gets a strong token with nothing
 * to configure. Two instances starting together may race to create it; the loser reads the
 * winner's file.
 */
function readOrCreateTokenFile(path: string): { tokens: string[]; created?: string } {
  const read = () => splitList(readFileSync(path, 'utf8').replace(/\s+/g, ','));
  const fail = (error: unknown) =>
    new ConfigError(
      `Invalid configuration:\n  ADMIN_TOKEN_FILE: cannot use ${path} (${error instanceof Error ? error.message : String(error)})`,
    );
  let tokens: string[];
  let created: string | undefined;
  try {
    mkdirSync(dirname(path), { recursive: true });
    const token = generateAdminToken();
    writeFileSync(path, `${token}\n`, { flag: 'wx', mode: 0o600 });
    created = token;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw fail(error);
  }
  try {
    tokens = read();
  } catch (error) {
    throw fail(error);
  }
  if (tokens.length === 0) {
    throw new ConfigError(`Invalid configuration:\n  ADMIN_TOKEN_FILE: ${path} holds no token`);
  }
  return { tokens, created };
}

/**
 * An owner's token from ADMIN_TOKEN or its file, checked per request by services/admin/auth.ts.
 * Only its digest is kept, so a configured secret never sits in the config as text.
 */
export interface BootstrapToken {
  /** Who audit lines name for it. */
  label: string;
  digest: Buffer;
}

export const tokenDigest = (value: string) => createHash('sha256').update(value).digest();

function splitLabel(entry: string): { label: string | null; secret: string } {
  const separator = entry.indexOf(':');
  return separator > 0 && separator < entry.length - 1
    ? { label: entry.slice(0, separator), secret: entry.slice(separator + 1) }
    : { label: null, secret: entry };
}

/** `name:secret` names the person audit lines show; a bare secret is the owner, by position. */
function parseBootstrapTokens(entries: string[]): BootstrapToken[] {
  return entries.map((entry, index) => {
    const { label, secret } = splitLabel(entry);
    return {
      label: label ?? (index === 0 ? 'Owner' : `Owner ${index + 1}`),
      digest: tokenDigest(secret),
    };
  });
}

function generateAdminToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Empty strings count as unset, so `FOO=` in a compose file means the default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const port = e.PORT;
  let configuredTokens = splitList(e.ADMIN_TOKEN ?? '');
  let adminTokenFile: Config['adminTokenFile'];
  if (configuredTokens.length === 0 && e.ADMIN_TOKEN_FILE) {
    const file = readOrCreateTokenFile(e.ADMIN_TOKEN_FILE);
    configuredTokens = file.tokens;
    adminTokenFile = { path: e.ADMIN_TOKEN_FILE, created: file.created };
  }
  if (e.NODE_ENV === 'production' && configuredTokens.length === 0) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_TOKEN: required in production (one or more tokens, comma-separated), or ADMIN_TOKEN_FILE naming a file that holds them',
    );
  }
  if (e.NODE_ENV === 'production') {
    const short = configuredTokens.filter(
      (entry) => splitLabel(entry).secret.length < MIN_PRODUCTION_TOKEN_LENGTH,
    );
    if (short.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n  ADMIN_TOKEN: in production every token must be at least ${MIN_PRODUCTION_TOKEN_LENGTH} characters (${short.length} of ${configuredTokens.length} shorter); make one with: openssl rand -base64 32`,
      );
    }
  }
  const generatedAdminToken = configuredTokens.length === 0 ? generateAdminToken() : undefined;
  return {
    nodeEnv: e.NODE_ENV,
    port,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    adminTokens: parseBootstrapTokens(
      generatedAdminToken ? [`dev:${generatedAdminToken}`] : configuredTokens,
    ),
    generatedAdminToken,
    adminTokenFile,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    chatLimits: {
      perIpPerMinute: e.RATE_LIMIT_CHAT_PER_MINUTE,
      perSessionPerMinute: e.RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE,
    },
    uploadsPerMinute: e.RATE_LIMIT_UPLOADS_PER_MINUTE,
    newLeads: {
      perIpPerHour: e.RATE_LIMIT_NEW_LEADS_PER_IP_PER_HOUR,
      perHour: e.RATE_LIMIT_NEW_LEADS_PER_HOUR,
    },
    uploads: {
      slots: e.UPLOAD_SLOTS,
      slotsPerIp: Math.min(e.UPLOAD_SLOTS_PER_IP, e.UPLOAD_SLOTS),
      deadlineMs: e.UPLOAD_DEADLINE_MS,
      idleMs: e.UPLOAD_IDLE_MS,
      minBytesPerSecond: e.UPLOAD_MIN_BYTES_PER_SECOND,
      rateWindowMs: e.UPLOAD_RATE_WINDOW_MS,
      queueMs: e.UPLOAD_QUEUE_MS,
    },
    pdf: {
      workers: e.PDF_WORKERS,
      deadlineMs: e.PDF_DEADLINE_MS,
      memoryMb: e.PDF_WORKER_MEMORY_MB,
    },
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    analyticsId: e.VITE_GA_MEASUREMENT_ID,
    notify: notifyConfig(e),
    replySignature: e.REPLY_SIGNATURE || DEFAULT_REPLY_SIGNATURE,
    businessCalendar: {
      timeZone: e.BUSINESS_TIMEZONE,
      openMinutes: e.BUSINESS_HOURS.open,
      closeMinutes: e.BUSINESS_HOURS.close,
      weekdays: e.BUSINESS_DAYS,
      holidays: e.BUSINESS_HOLIDAYS,
    },
    reminderCheckMs: e.REMINDER_CHECK_MS,
    model:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? {
            baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''),
            apiKey: e.LLM_API_KEY,
            model: e.LLM_MODEL,
            timeoutMs: e.LLM_TIMEOUT_MS,
          }
        : undefined,
  };
}
