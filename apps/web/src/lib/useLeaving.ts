import { useEffect, useState } from 'react';

/**
 * Keeps an element on screen for `ms` after `shown` turns false, so that CSS can animate it out
 * (what AnimatePresence does, for parts of the first screen that must not wait for motion).
 * `leaving` is true during that time; `mounted` says whether to render it at all.
 */
export function useLeaving(shown: boolean, ms: number): { mounted: boolean; leaving: boolean } {
  const [mounted, setMounted] = useState(shown);
  if (shown && !mounted) setMounted(true);
  useEffect(() => {
    if (shown || !mounted) return;
    const timer = setTimeout(() => setMounted(false), ms);
    return () => clearTimeout(timer);
  }, [shown, mounted, ms]);
  return { mounted: shown || mounted, leaving: !shown && mounted };
}
