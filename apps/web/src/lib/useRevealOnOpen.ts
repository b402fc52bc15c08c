import { useEffect, type RefObject } from 'react';

/**
 * Brings a panel that a reply (or a button) opened into view, since it often opens below the fold
 * with nothing else to tell the visitor it is there: smoothly, or at once when the visitor asks the
 * system for reduced motion. `ready` is false while the panel has nothing to show yet (its content
 * still loading), so that it is revealed at its full height.
 */
export function useRevealOnOpen(panel: RefObject<HTMLElement | null>, ready = true): void {
  useEffect(() => {
    const element = panel.current;
    if (!ready || !element) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    element.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'nearest' });
  }, [panel, ready]);
}
