import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, useCallback, useState } from 'react';
import { PhotoLibraryIcon } from './icons.js';
import { ImageFailedPanel } from './ImageFailedPanel.js';
import { handleLinkClick } from './navigation.js';
import { ResponsiveImage } from './ResponsiveImage.js';
import { usePhotoViewer } from './use-photo-viewer.js';

export type GalleryColumns = 2 | 3 | 4;
type ImageStatus = 'loading' | 'loaded' | 'failed';

export interface GridGalleryProps {
  /** Image addresses (e.g. '/photos/living-room.jpg'). */
  images: readonly string[];
  /** Columns on large screens (default 4); small screens show 2, medium 3 at most. */
  columns?: GalleryColumns;
  /** With maxImages: show only maxImages thumbnails plus a 'View All Photos (count)' tile. */
  showViewAll?: boolean;
  maxImages?: number;
  /** Where the 'View All Photos' tile leads (default /gallery). */
  viewAllHref?: string;
  /** Alt text of image N (1-based); default 'Property image N'. */
  altText?: (position: number) => string;
  /** The host's caption of image N, shown under it and in the full-size view. */
  caption?: (position: number) => string | undefined;
  /** A heading (a room) that starts a new row before image N. */
  groupHeading?: (position: number) => string | undefined;
  /**
   * The grid is the page's first content: its first photo is the page's largest paint, so it is fetched at once
   * and first (the others stay lazy, and load as the browser lays them out).
   */
  leadsPage?: boolean;
}

const defaultAlt = (position: number) => `Property image ${position}`;
const noCaption = (): undefined => undefined;

/** Grid columns per breakpoint: 2 small, 3 medium, then the requested count on large screens. */
export function galleryColumns(columns: GalleryColumns) {
  return { xs: 2, md: Math.min(columns, 3), lg: columns };
}

/**
 * Thumbnails in a grid; a click opens the full-size view (GalleryLightbox: previous/next wrap, 'N of total', swipe
 * and zoom); the active thumbnail wears a 'Selected' badge. Each image is loading until loaded, or failed on error.
 */
export function GridGallery({
  images,
  columns = 4,
  showViewAll = false,
  maxImages,
  viewAllHref = '/gallery',
  altText = defaultAlt,
  caption = noCaption,
  groupHeading = noCaption,
  leadsPage = false,
}: GridGalleryProps) {
  const [status, setStatus] = useState<Record<string, ImageStatus>>({});
  const limited = showViewAll && maxImages !== undefined && images.length > maxImages;
  const shown = limited ? images.slice(0, maxImages) : images;
  const total = images.length;
  const viewer = usePhotoViewer({ images, altText, caption, loadAhead: leadsPage });

  const mark = useCallback(
    (src: string, next: ImageStatus) => setStatus((s) => (s[src] === next ? s : { ...s, [src]: next })),
    [],
  );
  const cols = galleryColumns(columns);
  const templates = Object.fromEntries(Object.entries(cols).map(([bp, n]) => [bp, `repeat(${n}, minmax(0, 1fr))`]));
  const sizes = `(min-width: 1200px) ${Math.round(100 / cols.lg)}vw, (min-width: 768px) ${Math.round(100 / cols.md)}vw, 50vw`;

  return (
    <>
      <Box
        component="ul"
        data-testid="grid-gallery"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 1, md: 1.5 }, gridTemplateColumns: templates }}
      >
        {shown.map((src, index) => {
          const state = status[src] ?? 'loading';
          const isSelected = viewer.selected === index;
          const heading = groupHeading(index + 1);
          const words = caption(index + 1);
          return (
            <Fragment key={src}>
              {heading && (
                <Box component="li" sx={{ gridColumn: '1 / -1', mt: index === 0 ? 0 : 2 }}>
                  <Typography variant="h5" component="h2">
                    {heading}
                  </Typography>
                </Box>
              )}
              <li>
                <Box
                  component="button"
                  type="button"
                  onClick={(e) => viewer.open(index, e.currentTarget)}
                  aria-label={`Open ${altText(index + 1)}`}
                  aria-pressed={isSelected}
                  data-testid="gallery-thumbnail"
                  data-status={state}
                  sx={{
                    position: 'relative',
                    display: 'block',
                    width: '100%',
                    p: 0,
                    border: 0,
                    borderRadius: 1,
                    overflow: 'hidden',
                    cursor: 'pointer',
                    bgcolor: 'grey.200',
                    aspectRatio: '3 / 2',
                    outline: isSelected ? '3px solid' : 'none',
                    outlineColor: 'primary.main',
                    outlineOffset: 2,
                    '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
                    '& img': { transition: 'transform 200ms ease' },
                    '&:hover img': { transform: 'scale(1.03)' },
                  }}
                >
                  {state === 'failed' ? (
                    <ImageFailedPanel text="Failed to load" compact />
                  ) : (
                    <ResponsiveImage
                      src={src}
                      alt={altText(index + 1)}
                      sizes={sizes}
                      priority={leadsPage && index === 0}
                      onLoad={() => mark(src, 'loaded')}
                      onFailed={() => mark(src, 'failed')}
                      style={{ height: '100%' }}
                    />
                  )}
                  {isSelected && (
                    <Box
                      component="span"
                      sx={{
                        position: 'absolute',
                        top: 8,
                        left: 8,
                        px: 1,
                        py: 0.25,
                        borderRadius: 1,
                        bgcolor: 'primary.dark',
                        color: 'primary.contrastText',
                        fontSize: '0.75rem',
                        fontWeight: 700,
                      }}
                    >
                      Selected
                    </Box>
                  )}
                </Box>
                {words && (
                  <Typography variant="body2" component="p" sx={{ mt: 0.5, mb: 0 }} data-testid="gallery-caption">
                    {words}
                  </Typography>
                )}
              </li>
            </Fragment>
          );
        })}
        {limited && (
          <li>
            <Box
              component="a"
              href={viewAllHref}
              onClick={(e) => handleLinkClick(e, viewAllHref)}
              sx={{
                height: '100%',
                minHeight: 96,
                aspectRatio: '3 / 2',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 0.5,
                borderRadius: 1,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                textDecoration: 'none',
                fontWeight: 700,
                textAlign: 'center',
              }}
            >
              <PhotoLibraryIcon />
              View All Photos ({total})
            </Box>
          </li>
        )}
      </Box>
      {viewer.view}
    </>
  );
}
