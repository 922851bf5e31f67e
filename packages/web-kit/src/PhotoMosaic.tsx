import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { PhotoGridIcon } from './icons.js';
import { ImageFailedPanel } from './ImageFailedPanel.js';
import { handleLinkClick } from './navigation.js';
import { ResponsiveImage } from './ResponsiveImage.js';
import { usePhotoViewer } from './use-photo-viewer.js';

export interface PhotoMosaicProps {
  /** In display order (the property's images: hero first, then curated); the mosaic shows up to five. */
  images: readonly string[];
  /** Alt text of image N (1-based). */
  altText: (position: number) => string;
  /** The host's caption of image N, shown in the full-size view. */
  caption: (position: number) => string | undefined;
  /** How wide the first photo is shown (it is the page's largest paint, fetched first). */
  heroSizes: string;
  /** Where 'Show all photos' leads (default /gallery). */
  allPhotosHref?: string;
}

/** The small tiles: a quarter of the mosaic's width, which is at most the page's 1152 px. */
const TILE_SIZES = '(min-width: 1200px) 288px, 25vw';

/**
 * How many photos the mosaic lays out: five (the first large, four in a 2×2 grid beside it), else three (the first
 * large, two stacked beside it), else what there is.
 */
const shownCount = (total: number) => (total >= 5 ? 5 : total === 4 ? 3 : total);

/** Column widths by photo count; `minmax(0, …)` so a photo's own size never widens its track. */
const COLUMNS: Record<number, string> = {
  1: 'minmax(0, 1fr)',
  2: 'repeat(2, minmax(0, 1fr))',
  3: 'minmax(0, 2fr) minmax(0, 1fr)',
  5: 'minmax(0, 2fr) repeat(2, minmax(0, 1fr))',
};

/**
 * A listing's photos at a glance: the first photo large on the left, up to four more in a grid on the right, the
 * outer corners rounded. A click on a photo opens the full-size view there (GalleryLightbox, through
 * usePhotoViewer); 'Show all photos' leads to the gallery. Its box keeps a 2:1 ratio, so nothing shifts as the photos
 * load.
 */
export function PhotoMosaic({ images, altText, caption, heroSizes, allPhotosHref = '/gallery' }: PhotoMosaicProps) {
  const viewer = usePhotoViewer({ images, altText, caption });
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const count = shownCount(images.length);
  const shown = images.slice(0, count);
  return (
    <Box component="section" aria-label="Property photos" data-testid="photo-mosaic" sx={{ position: 'relative' }}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: COLUMNS[count],
          gridTemplateRows: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          aspectRatio: '2 / 1',
          borderRadius: 3,
          overflow: 'hidden',
        }}
      >
        {shown.map((src, index) => (
          // The first photo takes both rows; so does the second when there are only two.
          <Box
            component="li"
            key={src}
            sx={{ gridRow: index === 0 || count === 2 ? 'span 2' : undefined, minHeight: 0 }}
          >
            <Box
              component="button"
              type="button"
              onClick={(e) => viewer.open(index, e.currentTarget)}
              aria-label={`Open ${altText(index + 1)}`}
              data-testid="mosaic-photo"
              sx={{
                position: 'relative',
                display: 'block',
                width: '100%',
                height: '100%',
                p: 0,
                border: 0,
                cursor: 'pointer',
                bgcolor: 'grey.200',
                '& img': { transition: 'filter 200ms ease' },
                '&:hover img': { filter: 'brightness(0.85)' },
                // Inside the box: the mosaic's rounded corners clip what is outside it.
                '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: -3 },
              }}
            >
              {failed.has(src) ? (
                <ImageFailedPanel text="Failed to load" label={altText(index + 1)} compact />
              ) : (
                <ResponsiveImage
                  src={src}
                  alt={altText(index + 1)}
                  sizes={index === 0 ? heroSizes : TILE_SIZES}
                  priority={index === 0}
                  draggable={false}
                  onFailed={() => setFailed((f) => new Set(f).add(src))}
                  style={{ height: '100%', aspectRatio: 'auto' }}
                />
              )}
            </Box>
          </Box>
        ))}
      </Box>
      <Button
        href={allPhotosHref}
        onClick={(e) => handleLinkClick(e, allPhotosHref)}
        variant="outlined"
        size="small"
        startIcon={<PhotoGridIcon />}
        sx={{
          position: 'absolute',
          right: 16,
          bottom: 16,
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderColor: 'text.primary',
          boxShadow: 1,
          '&:hover': { bgcolor: 'grey.100', borderColor: 'text.primary' },
        }}
      >
        Show all photos
      </Button>
      {viewer.view}
    </Box>
  );
}
