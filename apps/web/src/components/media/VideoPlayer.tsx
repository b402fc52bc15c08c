import { AspectRatio } from '@mantine/core';
import '@mantine/core/styles/AspectRatio.css';
import {
  HERO_IMAGE_HEIGHT,
  HERO_IMAGE_SIZES,
  HERO_IMAGE_WIDTH,
  mediaSrcSet,
  VIDEO_EMBED_RATIO,
} from '@agency/schema';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useImageFailed } from './useImageFailed.ts';
import { classifyVideo, videoHostName, VIDEO_TEXTS, withAutoplay } from './video.ts';
import classes from './VideoPlayer.module.css';

/**
 * Whether the element has come within a screen of the viewport. Videos far down a page wait for
 * it before fetching anything, so they do not compete with what the visitor sees first.
 */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

export interface VideoPlayerProps {
  url: string;
  title: string;
  /** The case study page embeds other URLs as they are; the portfolio modal shows nothing for them. */
  embedOther?: boolean;
  /** The case study's hero picture (HERO_IMAGE_WIDTH wide), shown until the film is played. */
  poster?: string;
  /** The poster is the largest thing on the screen when the page opens: fetched first. */
  priority?: boolean;
  vertical?: boolean;
}

export function VideoPlayer({
  url,
  title,
  embedOther = false,
  poster,
  priority = false,
  vertical = false,
}: VideoPlayerProps) {
  const source = classifyVideo(url);
  const [videoRef, near] = useNearViewport<HTMLVideoElement>();
  // The copy of the poster the browser chose for the play button, once played: the video shows it
  // while the film loads, without a second download.
  const [playedPoster, setPlayedPoster] = useState<string | null>(null);
  const [started, setStarted] = useState(false);
  const {
    failed: posterFailed,
    image: posterImage,
    onError: onPosterError,
  } = useImageFailed(poster);
  const startedPlayer = useRef<HTMLVideoElement & HTMLIFrameElement>(null);
  // The player that has just replaced its play button takes the focus, so keys go on to it.
  useEffect(() => {
    if (started) startedPlayer.current?.focus();
  }, [started]);
  // A film without a poster fetches its first frame once it comes near the screen. A video does
  // not start loading when only its preload changes, so it is told to load; it stays the same
  // element (a new one would drop the focus of a visitor who tabbed to it, bringing it near).
  useEffect(() => {
    const video = videoRef.current;
    if (near && video?.paused && video.readyState === HTMLMediaElement.HAVE_NOTHING) video.load();
  }, [near, videoRef]);
  if (source.kind === 'other' && !embedOther) return null;
  const upright = vertical || (source.kind === 'youtube' && source.shorts);
  const ratio = upright ? 9 / 16 : VIDEO_EMBED_RATIO;
  // The case study's picture, on the play button until the film is played.
  const posterImg =
    poster && !posterFailed ? (
      <img
        ref={posterImage}
        className={classes.poster}
        src={poster}
        srcSet={mediaSrcSet(poster, HERO_IMAGE_WIDTH)}
        sizes={HERO_IMAGE_SIZES}
        alt=""
        width={HERO_IMAGE_WIDTH}
        height={HERO_IMAGE_HEIGHT}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        onError={onPosterError}
      />
    ) : null;

  let player: ReactNode;
  if (source.kind === 'native' && poster && !started) {
    // Until it is played, the film is its poster: a picture that can come in the size the
    // screen needs, which a video's poster attribute cannot.
    player = (
      <button
        type="button"
        className={classes.facade}
        aria-label={VIDEO_TEXTS.play(title)}
        onClick={() => {
          setPlayedPoster(posterImage.current?.currentSrc || poster);
          setStarted(true);
        }}
      >
        {posterImg}
        <PlayMark />
      </button>
    );
  } else if (source.kind === 'native' && poster) {
    player = (
      <NativeVideo
        ref={startedPlayer}
        src={source.src}
        title={title}
        autoPlay
        poster={playedPoster ?? poster}
      />
    );
  } else if (source.kind === 'native') {
    player = (
      <NativeVideo
        ref={videoRef}
        src={source.src}
        title={title}
        preload={near ? 'metadata' : 'none'}
      />
    );
  } else if (!started) {
    // Another site's player is asked for only when the visitor plays it: nothing of theirs loads
    // with the page, which stays fast and tells them nothing about the visit until then.
    const host = videoHostName(source);
    player = (
      <button
        type="button"
        className={classes.facade}
        aria-label={VIDEO_TEXTS.playFrom(title, host)}
        data-poster={posterImg ? true : undefined}
        onClick={() => setStarted(true)}
      >
        {posterImg}
        <span className={classes.embedTitle}>{title}</span>
        <PlayMark />
        <span className={classes.host}>{VIDEO_TEXTS.host(host)}</span>
      </button>
    );
  } else {
    player = (
      <iframe
        ref={startedPlayer}
        src={source.kind === 'other' ? source.src : withAutoplay(source.src)}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ border: 0 }}
      />
    );
  }

  return (
    <AspectRatio
      ratio={ratio}
      // As wide as it may be, up to 360 px: centred by auto margins alone, a play button (which has
      // no width of its own) shrank to nothing.
      style={upright ? { width: '100%', maxWidth: 360, marginInline: 'auto' } : undefined}
    >
      {player}
    </AspectRatio>
  );
}

type NativeVideoProps = Omit<ComponentProps<'video'>, 'src' | 'title'> & {
  src: string;
  title: string;
};

function NativeVideo({ src, title, ...video }: NativeVideoProps) {
  return (
    <video
      controls
      playsInline
      aria-label={title}
      onError={(event) => console.warn('Video failed to load', event.currentTarget.currentSrc)}
      {...video}
    >
      <source src={src} />
      Your browser does not support the video tag.
    </video>
  );
}

function PlayMark() {
  return (
    <span className={classes.play} aria-hidden>
      <IconPlayerPlayFilled size={28} />
    </span>
  );
}
