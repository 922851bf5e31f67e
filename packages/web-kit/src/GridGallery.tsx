import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type KeyboardEvent } from 'react';
import { BrokenImageIcon, ChevronLeftIcon, ChevronRightIcon, CloseIcon, PhotoLibraryIcon } from './icons.js';
import { handleLinkClick } from './navigation.js';
import { ResponsiveImage } from './ResponsiveImage.js';

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
}

const defaultAlt = (position: number) => `Property image ${position}`;

/** Grid columns per breakpoint: 2 small, 3 medium, then the requested count on large screens. */
export function galleryColumns(columns: GalleryColumns) {
  return { xs: 2, md: Math.min(columns, 3), lg: columns };
}

/**
 * Thumbnails in a grid; a click opens the full-size view (previous/next wrap, 'N of total'); the active
 * thumbnail wears a 'Selected' badge. Each image is loading until loaded, or failed on error.
 */
export function GridGallery({
  images,
  columns = 4,
  showViewAll = false,
  maxImages,
  viewAllHref = '/gallery',
  altText = defaultAlt,
}: GridGalleryProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Record<string, ImageStatus>>({});
  const limited = showViewAll && maxImages !== undefined && images.length > maxImages;
  const shown = limited ? images.slice(0, maxImages) : images;
  const total = images.length;

  const mark = useCallback(
    (src: string, next: ImageStatus) => setStatus((s) => (s[src] === next ? s : { ...s, [src]: next })),
    [],
  );
  const select = (index: number) => {
    setSelected(index);
    setOpen(true);
  };
  const step = useCallback(
    (delta: number) => setSelected((i) => (i === null || total === 0 ? i : (i + delta + total) % total)),
    [total],
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
          const isSelected = selected === index;
          return (
            <li key={src}>
              <Box
                component="button"
                type="button"
                onClick={() => select(index)}
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
                  <FailedPanel text="Failed to load" compact />
                ) : (
                  <ResponsiveImage
                    src={src}
                    alt={altText(index + 1)}
                    sizes={sizes}
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
            </li>
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
      <FullView
        open={open && selected !== null}
        images={images}
        index={selected ?? 0}
        altText={altText}
        onClose={() => setOpen(false)}
        onStep={step}
      />
    </>
  );
}

function FailedPanel({ text, compact = false }: { text: string; compact?: boolean }) {
  return (
    <Box
      role="img"
      aria-label={text}
      sx={{
        position: compact ? 'absolute' : 'relative',
        inset: 0,
        minHeight: compact ? undefined : 240,
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.5,
        bgcolor: 'grey.200',
        color: 'text.secondary',
      }}
    >
      <BrokenImageIcon fontSize={compact ? 'medium' : 'large'} />
      <Typography component="span" variant={compact ? 'body2' : 'body1'} aria-hidden>
        {text}
      </Typography>
    </Box>
  );
}

interface FullViewProps {
  open: boolean;
  images: readonly string[];
  index: number;
  altText: (position: number) => string;
  onClose: () => void;
  onStep: (delta: number) => void;
}

function FullView({ open, images, index, altText, onClose, onStep }: FullViewProps) {
  const src = images[index];
  // The status of the photo it was seen for: stepping to another photo starts at 'loading'.
  const [seen, setSeen] = useState<{ src: string | undefined; state: ImageStatus }>({ src, state: 'loading' });
  const state = seen.src === src ? seen.state : 'loading';
  const setState = (next: ImageStatus) => setSeen({ src, state: next });
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') onStep(-1);
    if (e.key === 'ArrowRight') onStep(1);
  };
  const navButton = {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    bgcolor: 'rgba(0,0,0,0.55)',
    color: '#fff',
    '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
  } as const;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      onKeyDown={onKeyDown}
      aria-labelledby="gallery-full-view-title"
    >
      <Box
        sx={{ position: 'relative', bgcolor: '#111', color: '#fff', minHeight: 240 }}
        data-testid="gallery-full-view"
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
          <Typography id="gallery-full-view-title" component="h2" sx={{ flexGrow: 1, fontWeight: 600 }}>
            {src ? altText(index + 1) : ''}
          </Typography>
          <Typography component="p" data-testid="gallery-counter" sx={{ mr: 1 }}>
            {index + 1} of {images.length}
          </Typography>
          <IconButton aria-label="Close" onClick={onClose} sx={{ color: '#fff' }}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box
          sx={{ position: 'relative', display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}
        >
          {src && state !== 'failed' && (
            <ResponsiveImage
              key={src}
              src={src}
              alt={altText(index + 1)}
              sizes="(min-width: 1200px) 1200px, 100vw"
              priority
              onLoad={() => setState('loaded')}
              onFailed={() => setState('failed')}
              style={{ maxHeight: '80vh', objectFit: 'contain', opacity: state === 'loaded' ? 1 : 0.2 }}
            />
          )}
          {state === 'failed' && <FailedPanel text="Failed to load image" />}
          {state === 'loading' && (
            <CircularProgress
              aria-label="Loading image"
              sx={{ position: 'absolute', top: '50%', left: '50%', ml: '-20px', mt: '-20px', color: '#fff' }}
            />
          )}
          {images.length > 1 && (
            <>
              <IconButton aria-label="Previous image" onClick={() => onStep(-1)} sx={{ ...navButton, left: 8 }}>
                <ChevronLeftIcon />
              </IconButton>
              <IconButton aria-label="Next image" onClick={() => onStep(1)} sx={{ ...navButton, right: 8 }}>
                <ChevronRightIcon />
              </IconButton>
            </>
          )}
        </Box>
      </Box>
    </Dialog>
  );
}
