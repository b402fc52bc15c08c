import type { CSSProperties } from 'react';
import { useImageFailed } from './useImageFailed.ts';

export interface ImageWithFallbackProps {
  src?: string;
  alt: string;
  /** Shown on the grey placeholder when the image is missing or fails (product.md §8). */
  label?: string;
  style?: CSSProperties;
  className?: string;
  loading?: 'lazy' | 'eager';
  width?: number;
  height?: number;
  srcSet?: string;
  sizes?: string;
  onClick?: () => void;
}

export function ImageWithFallback({
  src,
  alt,
  label,
  style,
  className,
  loading = 'lazy',
  width,
  height,
  srcSet,
  sizes,
  onClick,
}: ImageWithFallbackProps) {
  const { failed, image, onError } = useImageFailed(src);
  if (!src || failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={className}
        onClick={onClick}
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#4a4f5a',
          color: '#e8e8ea',
          fontWeight: 600,
          textAlign: 'center',
          padding: 12,
          aspectRatio: width && height ? `${width} / ${height}` : undefined,
          ...style,
        }}
      >
        {label || 'Image'}
      </div>
    );
  }
  return (
    <img
      ref={image}
      src={src}
      alt={alt}
      className={className}
      style={{ objectFit: 'cover', display: 'block', ...style }}
      loading={loading}
      decoding="async"
      width={width}
      height={height}
      srcSet={srcSet}
      sizes={sizes}
      onClick={onClick}
      onError={onError}
    />
  );
}
