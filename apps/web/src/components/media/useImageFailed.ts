import { useEffect, useRef, useState } from 'react';

/**
 * Whether the image at `src` failed to load, and the ref and error handler that tell it. On a page
 * drawn by the server an image can fail before the app runs: its error event fired with no one
 * listening, so the browser's broken-image icon would stay. That is checked once mounted.
 */
export function useImageFailed(src: string | undefined) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = image.current;
    if (img?.getAttribute('src') && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);
  return { failed, image, onError: () => setFailed(true) };
}
