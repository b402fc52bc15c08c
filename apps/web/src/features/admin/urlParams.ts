import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The query the last `update` asked for, the drawn query it started from, and whether it leaves the
 * view. The router draws a navigation as a transition, and `useSearchParams` gives the query it last
 * drew: an update made before that drawing (a search's pause ending just after View Details or
 * another tab was pressed) would start from the old query and undo the one before it. Shared by
 * every tab, since they share the URL.
 */
let asked: { from: string; next: URLSearchParams; leave: boolean } | null = null;

/**
 * The URL's query as the tab's state: `update` sets or (with null or '') removes keys. With `leave`
 * it starts from an empty query, and what the view being left asks before it is gone is dropped.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const drawn = params.toString();
  useEffect(() => {
    if (asked && asked.from !== drawn) asked = null;
  }, [drawn]);
  const update = (changes: Record<string, string | null>, { leave = false } = {}) => {
    const pending = asked?.from === drawn ? asked : null;
    // What the view being left asks is dropped; another view asked for instead is not.
    if (pending?.leave && !leave) return;
    const next = new URLSearchParams(leave ? undefined : (pending?.next ?? params));
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    // Asking for the query already drawn (the open tab pressed again) leaves nothing pending.
    asked = next.toString() === drawn ? null : { from: drawn, next, leave };
    setParams(next);
  };
  return [params, update] as const;
}
