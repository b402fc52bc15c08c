// The admin token in browser storage (product.md §4: kept there; Logout clears it), and the REST
// calls the admin screen makes itself: the login check, file views and downloads, image uploads.
import { useCallback, useSyncExternalStore } from 'react';
import { ADMIN_TEXTS } from './texts.ts';

export const ADMIN_TOKEN_KEY = 'adminToken';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function readToken(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function saveToken(token: string) {
  try {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // Storage can be unavailable (private mode); the session then lasts until the page closes.
  }
  memoryToken = token;
  notify();
}

export function clearToken() {
  try {
    window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // nothing stored
  }
  memoryToken = null;
  notify();
}

let memoryToken: string | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Logging out in one tab logs out the others.
  const onStorage = (event: StorageEvent) => {
    if (event.key === ADMIN_TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored token (null when logged out), re-rendering on login and logout, here or in another tab. */
export function useAdminToken() {
  const token = useSyncExternalStore(
    subscribe,
    () => readToken() ?? memoryToken,
    () => null,
  );
  const login = useCallback((value: string) => saveToken(value), []);
  const logout = useCallback(() => clearToken(), []);
  return { token, login, logout };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The login check of product.md §7: GET /api/admin/conversations?limit=1 with the token. */
export const VERIFY_URL = '/api/admin/conversations?limit=1';

export type VerifyResult = { ok: true } | { ok: false; error: string; detail?: string };

export async function verifyToken(raw: string): Promise<VerifyResult> {
  const token = raw.trim();
  if (!token) return { ok: false, error: ADMIN_TEXTS.tokenRequired };
  let response: Response;
  try {
    response = await fetch(VERIFY_URL, { headers: bearer(token), credentials: 'include' });
  } catch {
    return { ok: false, error: ADMIN_TEXTS.networkError };
  }
  if (response.ok) return { ok: true };
  if (response.status === 403) return { ok: false, error: ADMIN_TEXTS.invalidToken };
  // A rate limit, a server error or a revoked token (401): the server's own message says more.
  const detail = await response
    .json()
    .then((body: { message?: unknown }) =>
      typeof body.message === 'string' ? body.message : undefined,
    )
    .catch(() => undefined);
  return {
    ok: false,
    error: response.status === 401 ? ADMIN_TEXTS.invalidToken : ADMIN_TEXTS.authFailed,
    detail,
  };
}

/** An authenticated GET of file bytes; the error says the status, as the default fetcher's do. */
export async function fetchFile(url: string, token: string): Promise<Blob> {
  const response = await fetch(url, { headers: bearer(token), credentials: 'include' });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    let message = body;
    try {
      message = (JSON.parse(body) as { message?: string }).message ?? body;
    } catch {
      // plain text body
    }
    throw new Error(`${response.status}: ${message || response.statusText}`);
  }
  return response.blob();
}

const REVOKE_AFTER_MS = 60_000;

/**
 * Opens a private file in a new tab. The tab is opened during the click (so no popup blocker stops
 * it) and pointed at the bytes once they arrive, as an object URL of this origin.
 */
export async function openFileInNewTab(url: string, token: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchFile(url, token);
    const objectUrl = URL.createObjectURL(blob);
    if (tab) {
      tab.opener = null;
      tab.location.href = objectUrl;
    } else {
      window.open(objectUrl, '_blank', 'noopener');
    }
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), REVOKE_AFTER_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Saves a private file under the name it was uploaded with. */
export async function downloadFile(url: string, token: string, fileName: string): Promise<void> {
  const blob = await fetchFile(url, token);
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), REVOKE_AFTER_MS);
}

export type ImageType = 'thumbnail' | 'hero' | 'gallery';

/** The image types the case study form accepts (product.md §5). */
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'webp'] as const;
export const IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;
export const IMAGE_ACCEPT = [...IMAGE_MIME_TYPES, ...IMAGE_EXTENSIONS.map((ext) => `.${ext}`)].join(
  ',',
);
export const IMAGE_TYPE_ERROR = 'Please choose a JPEG, PNG, GIF or WebP image.';

export function isAcceptedImage(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (IMAGE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const extensionOk = (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  // Some systems report no type for a file: then the extension decides. The server checks the bytes.
  return file.type ? typeOk : extensionOk;
}

/** POST /api/upload-case-study-image (multipart: file, caseStudyId, imageType) → its path. */
export async function uploadCaseStudyImage(
  file: File,
  caseStudyId: string,
  imageType: ImageType,
  token: string,
): Promise<string> {
  const form = new FormData();
  form.append('caseStudyId', caseStudyId);
  form.append('imageType', imageType);
  form.append('file', file, file.name);
  const response = await fetch('/api/upload-case-study-image', {
    method: 'POST',
    body: form,
    headers: bearer(token),
    credentials: 'include',
  });
  const body = (await response.json().catch(() => ({}))) as { path?: unknown; message?: unknown };
  if (!response.ok || typeof body.path !== 'string') {
    throw new Error(
      typeof body.message === 'string'
        ? body.message
        : `${response.status}: ${response.statusText}`,
    );
  }
  return body.path;
}
