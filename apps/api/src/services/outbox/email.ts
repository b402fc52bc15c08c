// The staff's email for a new lead, a brief and a resume: plain text and HTML, files linked (never
// attached) through the admin, which needs the token to open them. And the email staff write to a
// lead from the admin, sent in the writer's name.
import { AGENCY, oneLine, type OutboxEventData } from '@agency/schema';
import type Mail from 'nodemailer/lib/mailer/index.js';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import { z } from 'zod';
import type { WebhookEvent } from './webhook.ts';

/** The events staff are emailed about; the others go to webhooks only. */
export const EMAILED_EVENTS = new Set([
  'lead.created',
  'brief.uploaded',
  'resume.uploaded',
  'candidate.applied',
  'admin.failures',
  'assistant.unanswered',
  'lead.overdue',
]);

interface LeadData {
  id?: string;
  name?: string | null;
  email?: string | null;
  company?: string | null;
  phone?: string | null;
}
interface FileData {
  id: string;
  name: string;
  size: number;
}
interface EventData {
  lead?: LeadData | null;
  message?: string | null;
  files?: FileData[];
  document?: FileData;
  resume?: FileData & {
    candidateName?: string | null;
    email?: string | null;
    phone?: string | null;
  };
  clientName?: string | null;
  clientEmail?: string | null;
  conversationId?: string | null;
  /** candidate.applied: the role applied to, and the application itself. */
  role?: { slug: string; title: string };
  candidate?: { id: string; portfolioUrl?: string | null; note?: string | null };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${Math.ceil(bytes / 1024)} KB`;

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** An IP that keeps presenting wrong admin tokens: someone may be guessing. */
function failuresEmail(event: WebhookEvent, publicUrl: string): EmailContent {
  const { ip, failures, windowSeconds } = event.data as OutboxEventData<'admin.failures'>;
  const subject = `Admin sign-in failures from ${ip}`;
  const lines = [
    `${failures} wrong admin tokens came from ${ip} within ${windowSeconds} seconds (${event.createdAt}).`,
    'Further wrong tokens from it are refused for a while; right tokens still work.',
    `If this was not one of you, rotate ADMIN_TOKEN. Admin: ${publicUrl}/admin`,
  ];
  return {
    subject,
    text: [subject, '', ...lines].join('\n'),
    html: [
      `<h2>${escapeHtml(subject)}</h2>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ].join('\n'),
  };
}

/** The week's questions the assistant could not answer, the most asked first, each linked. */
function unansweredEmail(event: WebhookEvent, publicUrl: string): EmailContent {
  const { from, to, total, groups } = event.data as OutboxEventData<'assistant.unanswered'>;
  const subject = `Assistant: ${total} unanswered question${total === 1 ? '' : 's'} this week`;
  const inbox = `${publicUrl}/admin?tab=assistant&view=unanswered`;
  const items = groups.map((group) => ({
    // Visitors typed these: one line each, so none can pose as a line of the email.
    question: oneLine(group.question).slice(0, 200),
    detail: `${group.count}× · ${group.langs.join(', ')}${group.status === 'open' ? '' : ` · ${group.status}`}`,
    url: `${inbox}&group=${group.id}`,
  }));
  const period = `${from.slice(0, 10)} to ${to.slice(0, 10)}`;
  const more = total > items.length ? [`…and ${total - items.length} more in the admin.`] : [];
  const text = [
    subject,
    `Questions from ${period}, grouped, the most asked first:`,
    '',
    ...items.flatMap((item) => [`- ${item.question} (${item.detail})`, `  ${item.url}`]),
    ...more,
    '',
    `Answer them in the admin: ${inbox}`,
  ].join('\n');
  const html = [
    `<h2>${escapeHtml(subject)}</h2>`,
    `<p>Questions from ${escapeHtml(period)}, grouped, the most asked first:</p>`,
    '<ul>',
    ...items.map(
      (item) =>
        `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.question)}</a> (${escapeHtml(item.detail)})</li>`,
    ),
    '</ul>',
    ...more.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(inbox)}">Answer them in the admin</a></p>`,
  ].join('\n');
  return { subject, text, html };
}

/** The configured sender (`NOTIFY_EMAIL_FROM`, either `address` or `Name <address>`). */
export function senderAddress(from: string): { name: string; address: string } | null {
  const [first] = addressparser(from, { flatten: true });
  return first?.address ? { name: first.name, address: first.address } : null;
}

/**
 * The address a reply can go to, or null: one plain address, as nodemailer's own parser reads it
 * and as zod's email check accepts it (no name, group, comma, quote or line break).
 */
export function recipientAddress(email: string): string | null {
  const parsed = addressparser(email, { flatten: true });
  return parsed.length === 1 && parsed[0]!.address === email && z.email().safeParse(email).success
    ? email
    : null;
}

/**
 * A reply to a lead: from the agency's address under the writer's name, to the lead. nodemailer
 * writes the headers (names and subject encoded as RFC 2047 words, the text as quoted-printable);
 * each value is one line again here, as the API already made it, so no stored row can add a header.
 * The Message-ID is the reply's own, the same on every retry, so a retried duplicate reads as one.
 */
export function composeReply(event: WebhookEvent, from: string): Mail.Options | null {
  const { reply, sender, lead } = event.data as OutboxEventData<'lead.replied'>;
  const agency = senderAddress(from);
  if (!agency) return null;
  return {
    from: {
      name: `${oneLine(sender.name)} at ${agency.name || AGENCY.name}`,
      address: agency.address,
    },
    to: { name: lead.name ? oneLine(lead.name) : '', address: oneLine(reply.to) },
    subject: oneLine(reply.subject),
    text: reply.text,
    messageId: `<reply.${reply.id}@${agency.address.split('@').at(-1)}>`,
    headers: { 'X-Event-Id': event.id },
  };
}

/** A lead not contacted by its due time: to its owner by name, or to everyone when it has none. */
function overdueEmail(event: WebhookEvent, publicUrl: string): EmailContent {
  const { lead, dueAt, owner } = event.data as OutboxEventData<'lead.overdue'>;
  // The visitor typed the name: one line, so it cannot pose as a line of the email.
  const who = oneLine(lead.name ?? lead.email).slice(0, 200);
  const subject = `${owner ? `${oneLine(owner.name)}: ` : ''}reply overdue to ${who}`;
  const url = `${publicUrl}/admin/leads/${lead.id}`;
  const lines = [
    `${who} (${oneLine(lead.email)}) was promised a reply by ${dueAt} and is still new.`,
    owner ? `Owner: ${oneLine(owner.name)}.` : 'Nobody owns this lead yet.',
    `Reply or change its status: ${url}`,
  ];
  return {
    subject,
    text: [subject, '', ...lines].join('\n'),
    html: [
      `<h2>${escapeHtml(subject)}</h2>`,
      ...lines.slice(0, 2).map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(url)}">Reply or change its status</a></p>`,
    ].join('\n'),
  };
}

export function composeEmail(event: WebhookEvent, publicUrl: string): EmailContent {
  if (event.type === 'admin.failures') return failuresEmail(event, publicUrl);
  if (event.type === 'lead.overdue') return overdueEmail(event, publicUrl);
  if (event.type === 'assistant.unanswered') return unansweredEmail(event, publicUrl);
  const data = event.data as EventData;
  const lead = data.lead ?? {};
  // Every visitor field on one line: a line break in a name forged "Email: …" lines below it.
  const line = (value: string | null | undefined) => (value && oneLine(value)) || null;
  const name =
    line(lead.name ?? data.resume?.candidateName ?? data.clientName ?? lead.email) ??
    'Unknown visitor';
  const email = line(lead.email ?? data.resume?.email ?? data.clientEmail);
  const kind =
    event.type === 'lead.created'
      ? 'New lead'
      : event.type === 'brief.uploaded'
        ? 'New brief'
        : event.type === 'candidate.applied'
          ? `New application (${line(data.role?.title) ?? 'a role'})`
          : 'New resume';
  const files: { name: string; size: number; url: string }[] = [];
  for (const file of data.files ?? []) {
    const isResume = event.type === 'resume.uploaded' || data.resume?.id === file.id;
    files.push({
      ...file,
      url: `${publicUrl}/api/admin/${isResume ? 'resume' : 'documents'}/${file.id}/view`,
    });
  }
  if (data.document && !files.some((file) => file.name === data.document!.name))
    files.push({
      ...data.document,
      url: `${publicUrl}/api/admin/documents/${data.document.id}/view`,
    });
  if (data.resume && !files.some((file) => file.name === data.resume!.name))
    files.push({ ...data.resume, url: `${publicUrl}/api/admin/resume/${data.resume.id}/view` });
  const leadUrl = lead.id ? `${publicUrl}/admin/leads/${lead.id}` : `${publicUrl}/admin`;

  const rows: [string, string | null][] = [
    ['Name', name],
    ['Email', email],
    ['Company', line(lead.company)],
    ['Phone', line(lead.phone ?? data.resume?.phone)],
    ['Role', line(data.role?.title)],
    ['Portfolio', line(data.candidate?.portfolioUrl)],
  ];
  const asked = (data.message ?? data.candidate?.note)?.trim() || null;
  const askedLabel = event.type === 'candidate.applied' ? 'Their note' : 'What they asked';
  const text = [
    `${kind}: ${name}`,
    '',
    ...rows.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
    // Quoted line by line, so no line of the message stands where the fields above do.
    ...(asked ? ['', `${askedLabel}:`, ...asked.split(/\r\n|\r|\n/).map((l) => `> ${l}`)] : []),
    ...(files.length
      ? [
          '',
          'Files:',
          ...files.map((file) => `- ${line(file.name)} (${megabytes(file.size)}): ${file.url}`),
        ]
      : []),
    '',
    `Open the lead in the admin: ${leadUrl}`,
  ].join('\n');
  const html = [
    `<h2>${escapeHtml(kind)}: ${escapeHtml(name)}</h2>`,
    '<table>',
    ...rows
      .filter(([, value]) => value)
      .map(
        ([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value!)}</td></tr>`,
      ),
    '</table>',
    ...(asked
      ? [`<h3>${askedLabel}</h3>`, `<p style="white-space:pre-wrap">${escapeHtml(asked)}</p>`]
      : []),
    ...(files.length
      ? [
          '<h3>Files</h3><ul>',
          ...files.map(
            (file) =>
              `<li><a href="${escapeHtml(file.url)}">${escapeHtml(file.name)}</a> (${megabytes(file.size)})</li>`,
          ),
          '</ul>',
        ]
      : []),
    `<p><a href="${escapeHtml(leadUrl)}">Open the lead in the admin</a></p>`,
  ].join('\n');
  return { subject: `${kind}: ${name}`, text, html };
}

/** Several new leads at once (a busy hour, or a flood): one email lists them all, each linked. */
export function composeDigest(events: WebhookEvent[], publicUrl: string): EmailContent {
  const leads = events.map((event) => {
    const data = event.data as EventData;
    const lead = data.lead ?? {};
    return {
      name: oneLine(lead.name ?? lead.email ?? '') || 'Unknown visitor',
      email: lead.email ? oneLine(lead.email) : null,
      company: lead.company ? oneLine(lead.company) : null,
      asked: oneLine(data.message ?? '').slice(0, 200) || null,
      url: lead.id ? `${publicUrl}/admin/leads/${lead.id}` : `${publicUrl}/admin`,
    };
  });
  const subject = `${leads.length} new leads`;
  const line = (lead: (typeof leads)[number]) =>
    [lead.name, lead.email, lead.company].filter(Boolean).join(', ');
  const text = [
    subject,
    '',
    ...leads.flatMap((lead) => [
      `- ${line(lead)}`,
      ...(lead.asked ? [`  Asked: ${lead.asked}`] : []),
      `  ${lead.url}`,
    ]),
    '',
    `All leads in the admin: ${publicUrl}/admin?tab=leads`,
  ].join('\n');
  const html = [
    `<h2>${escapeHtml(subject)}</h2>`,
    '<ul>',
    ...leads.map(
      (lead) =>
        `<li><a href="${escapeHtml(lead.url)}">${escapeHtml(line(lead))}</a>${lead.asked ? `<br>${escapeHtml(lead.asked)}` : ''}</li>`,
    ),
    '</ul>',
    `<p><a href="${escapeHtml(`${publicUrl}/admin?tab=leads`)}">All leads in the admin</a></p>`,
  ].join('\n');
  return { subject, text, html };
}
