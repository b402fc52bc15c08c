// The video rules of product.md §2 and §5: files play natively, the two video services embed.

export type VideoSource =
  | { kind: 'native'; src: string }
  | { kind: 'youtube'; src: string; id: string; shorts: boolean }
  | { kind: 'vimeo'; src: string; id: string }
  | { kind: 'other'; src: string };

const NATIVE = /\.(mp4|mov|webm)(?:[?#].*)?$/i;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  if (host === 'youtu.be') return url.pathname.slice(1).split('/')[0] || null;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const short = /^\/(?:shorts|embed|live)\/([^/?#]+)/.exec(url.pathname);
  return short?.[1] ?? null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'vimeo.com') return /^\/(?:video\/)?(\d+)/.exec(url.pathname)?.[1] ?? null;
  if (host === 'player.vimeo.com') return /^\/video\/(\d+)/.exec(url.pathname)?.[1] ?? null;
  return null;
}

export function classifyVideo(raw: string): VideoSource {
  const value = raw.trim();
  if (NATIVE.test(value)) return { kind: 'native', src: value };
  let url: URL;
  try {
    url = new URL(value, 'http://site.invalid');
  } catch {
    return { kind: 'other', src: value };
  }
  const youtube = youtubeId(url);
  if (youtube && /^[\w-]{6,20}$/.test(youtube)) {
    return {
      kind: 'youtube',
      id: youtube,
      src: `https://www.youtube-nocookie.com/embed/${youtube}`,
      // A Short is an upright film, whatever the data around its link says.
      shorts: url.pathname.startsWith('/shorts/'),
    };
  }
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'vimeo', id: vimeo, src: `https://player.vimeo.com/video/${vimeo}` };
  return { kind: 'other', src: value };
}

/** Whether a URL is one of the two video services (the admin form accepts only these). */
export function isVideoServiceUrl(raw: string): boolean {
  const kind = classifyVideo(raw).kind;
  return kind === 'youtube' || kind === 'vimeo';
}

export const VIDEO_TEXTS = {
  play: (title: string) => `Play ${title}`,
  playFrom: (title: string, host: string) => `Play ${title} (from ${host})`,
  host: (host: string) => `Plays from ${host}`,
};

/** The name a visitor knows the player's site by. */
export function videoHostName(source: VideoSource): string {
  if (source.kind === 'youtube') return 'YouTube';
  if (source.kind === 'vimeo') return 'Vimeo';
  try {
    return new URL(source.src).hostname.replace(/^www\./, '');
  } catch {
    return source.src;
  }
}

/** The embed's address asking it to start at once: the visitor has just pressed play. */
export function withAutoplay(src: string): string {
  return `${src}${src.includes('?') ? '&' : '?'}autoplay=1`;
}
