// The data a server-rendered page was rendered with travels in one JSON script beside the markup,
// for the browser to start from the same state when it hydrates (main.tsx).
import { serializeScriptJson } from '@agency/schema';
import type { DehydratedState } from '@tanstack/react-query';

export const APP_STATE_ID = 'app-state';

/** A JSON script tag that no string in the data can close early. */
export function appStateScript(state: DehydratedState): string {
  return `<script type="application/json" id="${APP_STATE_ID}">${serializeScriptJson(state)}</script>`;
}

/** The state the server left in the page, or null when it sent the page unrendered. */
export function readAppState(doc: Document = document): DehydratedState | null {
  const script = doc.getElementById(APP_STATE_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as DehydratedState;
  } catch {
    return null;
  }
}
