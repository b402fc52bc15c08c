import { AspectRatio } from '@mantine/core';
import '@mantine/core/styles/AspectRatio.css';
import { VIDEO_EMBED_RATIO } from '@agency/schema';
import { classifyVideo } from './video.ts';

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
  if (source.kind === 'other' && !embedOther) return null;
  const ratio = vertical ? 9 / 16 : VIDEO_EMBED_RATIO;
  return (
    <AspectRatio
      ratio={ratio}
      style={vertical ? { maxWidth: 360, marginInline: 'auto' } : undefined}
    >
      {source.kind === 'native' ? (
        <video
          controls
          playsInline
          preload="metadata"
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
