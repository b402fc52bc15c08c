import { ADMIN_DATE_FORMAT } from '@agency/schema';
import { format } from 'date-fns';

/** 'MMM d, HH:mm' (product.md §9), in the admin's own time zone. */
export function formatAdminDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, ADMIN_DATE_FORMAT);
}

/** The intents product.md §3 names, with their colours; any other intent is grey. */
export const INTENT_STYLES: Record<string, { label: string; color: string }> = {
  'service-inquiry': { label: 'Service Inquiry', color: 'blue' },
  employment: { label: 'Employment', color: 'green' },
  webchat: { label: 'Webchat', color: 'violet' },
  vendor: { label: 'Vendor', color: 'orange' },
};

export function intentStyle(intent: string | null | undefined): { label: string; color: string } {
  if (!intent) return { label: 'Unknown', color: 'gray' };
  return INTENT_STYLES[intent] ?? { label: intent, color: 'gray' };
}

export const INTENT_FILTER_OPTIONS = Object.entries(INTENT_STYLES).map(([value, { label }]) => ({
  value,
  label,
}));

/**
 * The token info of a message, from its `tokenUsage` JSON text: the model's token count
 * (`total_tokens`, with prompt and completion when given), the FAQ entry it matched (`faq_match`),
 * or the raw text when it is something else.
 */
export function describeTokenUsage(raw: string | null | undefined): string {
  if (!raw) return 'No token usage recorded';
  let usage: unknown;
  try {
    usage = JSON.parse(raw);
  } catch {
    return raw;
  }
  if (!usage || typeof usage !== 'object' || Array.isArray(usage)) return raw;
  const record = usage as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof record.total_tokens === 'number') {
    const split =
      typeof record.prompt_tokens === 'number' && typeof record.completion_tokens === 'number'
        ? ` (${record.prompt_tokens} prompt + ${record.completion_tokens} completion)`
        : '';
    parts.push(`${record.total_tokens.toLocaleString('en-US')} tokens${split}`);
  }
  if (record.faq_match !== undefined && record.faq_match !== null && record.faq_match !== false) {
    parts.push(typeof record.faq_match === 'string' ? `Answer: ${record.faq_match}` : 'FAQ match');
  }
  // The assistant's policy step that produced the reply (claim, careers, unit, unknown...).
  if (typeof record.step === 'string') parts.push(`Step: ${record.step}`);
  if (parts.length) return parts.join(' · ');
  const entries = Object.entries(record).filter(
    ([, value]) => value !== null && typeof value !== 'object',
  );
  return entries.length
    ? entries.map(([key, value]) => `${key}: ${String(value)}`).join(' · ')
    : 'No token usage recorded';
}

export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(2)} MB` : formatKilobytes(bytes);
}

/** The challenge preview of the case study list: cut at 150 characters (product.md §9). */
export function cutText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/** A 0..1 confidence as a percentage and a colour. */
export function confidenceStyle(value: number | undefined): { label: string; color: string } {
  if (value === undefined) return { label: 'n/a', color: 'gray' };
  const percent = Math.round(value * 100);
  return {
    label: `${percent}%`,
    color: value >= 0.75 ? 'green' : value >= 0.45 ? 'yellow' : 'red',
  };
}
