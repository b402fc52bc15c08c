import { useLayoutEffect, useRef } from 'react';

/**
 * When a layer (modal, overlay, dialog) closes, focus goes back to what had it when the layer
 * opened, or to `fallback()` when that is gone or was the page body. Mantine's own focus return
 * never runs for a layer that unmounts as it closes, nor helps one the app opened on its own.
 */
export function useReturnFocus(open: boolean, fallback: () => HTMLElement | null): void {
  const opener = useRef<Element | null>(null);
  const wasOpen = useRef(false);
  // Read while rendering the opening, before the commit: a layer that focuses itself in the commit
  // (autoFocus) would otherwise be taken for its own opener.
  if (open && !wasOpen.current && opener.current === null && typeof document !== 'undefined') {
    opener.current = document.activeElement;
  }
  useLayoutEffect(() => {
    if (!open && wasOpen.current) {
      const previous = opener.current;
      opener.current = null;
      const target =
        previous instanceof HTMLElement && previous.isConnected && previous !== document.body
          ? previous
          : fallback();
      target?.focus({ preventScroll: true });
    }
    wasOpen.current = open;
  }, [open, fallback]);
}
