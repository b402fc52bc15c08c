import { AspectRatio } from '@mantine/core';
import '@mantine/core/styles/AspectRatio.css';
import { VIDEO_EMBED_RATIO } from '@agency/schema';
import { useEffect, useRef, useState } from 'react';
import { classifyVideo } from './video.ts';

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
  poster?: string;
  vertical?: boolean;
}

export function VideoPlayer({
  url,
  title,
  embedOther = false,
  poster,
  vertical = false,
}: VideoPlayerProps) {
  const source = classifyVideo(url);
  const [videoRef, near] = useNearViewport<HTMLVideoElement>();
  if (source.kind === 'other' && !embedOther) return null;
  const ratio = vertical ? 9 / 16 : VIDEO_EMBED_RATIO;
  return (
    <AspectRatio
      ratio={ratio}
      style={vertical ? { maxWidth: 360, marginInline: 'auto' } : undefined}
    >
      {source.kind === 'native' ? (
        <video
          // With a poster there is a picture already: the film loads when played. Without one,
          // its first frame is fetched once the player comes near the screen (remounted, since a
          // video does not start loading when only its preload changes).
          key={poster ? 'poster' : near ? 'near' : 'far'}
          ref={videoRef}
          controls
          playsInline
          preload={!poster && near ? 'metadata' : 'none'}
          poster={poster}
          aria-label={title}
          onError={(event) => console.warn('Video failed to load', event.currentTarget.currentSrc)}
        >
          <source src={source.src} />
          Your browser does not support the video tag.
        </video>
      ) : (
        <iframe
          src={source.src}
          title={title}
          loading="lazy"
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ border: 0 }}
        />
      )}
    </AspectRatio>
  );
}
