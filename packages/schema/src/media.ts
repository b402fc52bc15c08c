// Responsive images for the site's own media. A picture under /media/ can have smaller copies
// beside it (`hero.webp` → `hero-800w.webp`, made by scripts/make-media.sh); the page names them
// as `hero.webp?w=800` and the server sends the copy, or the picture itself when there is none,
// so a candidate in a srcset never breaks.

/** The widths smaller copies are made at: a phone's screen at its usual pixel density. */
export const MEDIA_VARIANT_WIDTHS = [800] as const;

/** A case study's hero picture, as wide as the page's content column (Mantine's `lg` container). */
export const HERO_IMAGE_WIDTH = 1600;
export const HERO_IMAGE_HEIGHT = 900;
export const HERO_IMAGE_SIZES = '(min-width: 75em) 1140px, 100vw';

const OWN_MEDIA = /^\/media\/[\w./-]+\.(webp|png|jpe?g)$/i;

/** Whether `?w=` on this path names one of the copies a srcset of ours can ask for. */
export function isMediaVariantRequest(pathname: string, width: number): boolean {
  return (
    OWN_MEDIA.test(pathname) &&
    !pathname.includes('..') &&
    (MEDIA_VARIANT_WIDTHS as readonly number[]).includes(width)
  );
}

/** The file of a picture's copy at `width`: `/media/a/hero.webp`, 800 → `/media/a/hero-800w.webp`. */
export function mediaVariantPath(path: string, width: number): string {
  return path.replace(/(\.[a-z]+)$/i, `-${width}w$1`);
}

/**
 * The srcset of one of our pictures `width` pixels wide: its smaller copies and itself; undefined
 * for a picture from elsewhere, which is shown as it is.
 */
export function mediaSrcSet(src: string, width: number): string | undefined {
  if (!OWN_MEDIA.test(src)) return undefined;
  const smaller = MEDIA_VARIANT_WIDTHS.filter((variant) => variant < width);
  if (smaller.length === 0) return undefined;
  return [...smaller.map((variant) => `${src}?w=${variant} ${variant}w`), `${src} ${width}w`].join(
    ', ',
  );
}
