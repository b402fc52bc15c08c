import { useEffect, type RefObject } from 'react';

/** Panels revealed within this time of each other were opened by the same reply. */
const SAME_REPLY_MS = 1500;

/** Scrolling to something brought into view: smooth, or at once for a visitor who asks for less motion. */
export function revealScrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

let lastRevealed: { element: HTMLElement; at: number } | null = null;

/**
 * Brings a panel that a reply (or a button) opened into view, since it often opens below the fold
 * with nothing else to tell the visitor it is there: smoothly, or at once when the visitor asks the
 * system for reduced motion. `ready` is false while the panel has nothing to show yet (its content
 * still loading), so that it is revealed at its full height.
 *
 * One reply can open two panels (the showcase and the card deck). The second is brought into view
 * only as far as the first stays readable: when both do not fit, the first one's top is kept.
 */
export function useRevealOnOpen(panel: RefObject<HTMLElement | null>, ready = true): void {
  useEffect(() => {
    const element = panel.current;
    if (!ready || !element) return;
    const behavior = revealScrollBehavior();
    const now = performance.now();
    const first =
      lastRevealed &&
      lastRevealed.element !== element &&
      lastRevealed.element.isConnected &&
      now - lastRevealed.at < SAME_REPLY_MS
        ? lastRevealed.element
        : null;
    if (first) {
      const a = first.getBoundingClientRect();
      const b = element.getBoundingClientRect();
      const height = Math.max(a.bottom, b.bottom) - Math.min(a.top, b.top);
      if (height > window.innerHeight) {
        first.scrollIntoView({ behavior, block: 'start' });
        return;
      }
    } else {
      lastRevealed = { element, at: now };
    }
    element.scrollIntoView({ behavior, block: 'nearest' });
  }, [panel, ready]);
}
