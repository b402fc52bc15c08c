import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useEffectEvent, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a list's search box, held while it is typed and committed (trimmed, empty as null)
 * 300 ms after typing stops when it differs from `search`, the URL's value. Only typing commits:
 * when the URL changes by other means (back, a filter) the URL stays the source of truth.
 */
export function useSearchDraft(search: string, commit: (q: string | null) => void) {
  const [draft, setDraft] = useState(search);
  const [debounced] = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS);
  const onTyped = useEffectEvent((typed: string) => {
    if (typed !== search) commit(typed || null);
  });
  useEffect(() => {
    onTyped(debounced.trim());
  }, [debounced]);
  return [draft, setDraft] as const;
}
