import { useState } from 'react';

/**
 * Whether `open` has been true at any render so far: a part kept rendered from its first opening on,
 * so that it can animate closed, and whose code is fetched only once it is wanted.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
