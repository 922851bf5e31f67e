import { useRef, useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import { PHOTO_VARIANT_WIDTHS, photoVariantUrl } from './photo-variants.js';
import { useImageFailedEarly } from './use-image-failed-early.js';

/** The `srcset` of a photo's WebP variants (480w, 960w, 1600w); empty for anything that is not under /photos/. */
export function photoSrcSet(src: string): string | undefined {
  if (!src.startsWith('/photos/') || src.startsWith('/photos/variants/')) return undefined;
  return PHOTO_VARIANT_WIDTHS.map((width) => `${photoVariantUrl(src, width)} ${width}w`).join(', ');
}

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'onError'
> {
  src: string;
  alt: string;
  /** How wide the image is shown, for the browser's choice of variant. */
  sizes?: string;
  /** Above the fold: load at once and first (fetchpriority high). */
  priority?: boolean;
  /** Without priority: 'eager' loads a photo about to be shown (a carousel's next slide) where 'lazy' would wait. */
  loading?: 'lazy' | 'eager';
  /** Intrinsic size for the layout box (3:2 by default) so nothing shifts while it loads. */
  width?: number;
  height?: number;
  style?: CSSProperties;
  /** Neither a variant nor the original could be loaded. */
  onFailed?: () => void;
}

/**
 * A property photo: the WebP variants in `srcset` with the original JPEG as `src`. The variants are built in
 * the background after start-up; if the chosen one is missing the image falls back to the original, and only
 * when that fails too is `onFailed` called (also for a failure before a server-rendered page was hydrated).
 */
export function ResponsiveImage({
  src,
  alt,
  sizes = '100vw',
  priority = false,
  loading = 'lazy',
  width = 1200,
  height = 800,
  onFailed,
  style,
  ...rest
}: ResponsiveImageProps) {
  const srcSet = photoSrcSet(src);
  // The photo whose variants failed: a new `src` tries its variants again.
  const [variantsFailedFor, setVariantsFailedFor] = useState<string | null>(null);
  const useVariants = variantsFailedFor !== src;
  const image = useRef<HTMLImageElement>(null);
  const failed = () => {
    if (useVariants && srcSet) setVariantsFailedFor(src);
    else onFailed?.();
  };
  useImageFailedEarly(image, failed);
  return (
    <img
      {...rest}
      ref={image}
      key={useVariants ? 'variants' : 'original'}
      src={src}
      srcSet={useVariants ? srcSet : undefined}
      sizes={useVariants && srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : loading}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      style={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${width} / ${height}`,
        objectFit: 'cover',
        ...style,
      }}
      onError={failed}
    />
  );
}
