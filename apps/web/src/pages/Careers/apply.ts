// What the role page's application form sends: multipart, as the resume upload is (product.md §7).
import type { ApplicationResult, RestRefusal } from '@agency/schema';
import { trackFileUploaded } from '../../lib/analytics/index.ts';

export interface ApplicationValues {
  name: string;
  email: string;
  portfolio: string;
  note: string;
  /** A PDF or text file, or null with the resume pasted as text. */
  resume: File | null;
  resumeText: string;
}

export const APPLY_FAILED = 'Your application could not be sent. Please try again.';

/** A refused application: the server's message, and the first of its problems with each field. */
export class ApplicationRefused extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Partial<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/**
 * `POST /api/careers/{slug}/apply`; a refusal throws ApplicationRefused with the server's message
 * (it says what to fix) and the fields it names.
 */
export async function submitApplication(
  slug: string,
  values: ApplicationValues,
  fetchImpl: typeof fetch = fetch,
): Promise<ApplicationResult> {
  const body = new FormData();
  body.append('name', values.name);
  body.append('email', values.email);
  if (values.portfolio.trim()) body.append('portfolio', values.portfolio.trim());
  if (values.note.trim()) body.append('note', values.note.trim());
  if (values.resume) body.append('resume', values.resume, values.resume.name);
  else body.append('resumeText', values.resumeText);
  const response = await fetchImpl(`/api/careers/${encodeURIComponent(slug)}/apply`, {
    method: 'POST',
    body,
    credentials: 'include',
  });
  const data = (await response.json().catch(() => null)) as
    (Partial<ApplicationResult> & Partial<RestRefusal<'POST /api/careers/:slug/apply'>>) | null;
  if (!response.ok || !data?.candidateId) {
    const fields = Object.entries(data?.fieldErrors ?? {});
    throw new ApplicationRefused(
      data?.message || APPLY_FAILED,
      Object.fromEntries(fields.map(([field, messages]) => [field, messages[0]])),
    );
  }
  if (values.resume) trackFileUploaded(values.resume.size);
  return data as ApplicationResult;
}
