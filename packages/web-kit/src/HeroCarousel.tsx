import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BrokenImageIcon, ChevronLeftIcon, ChevronRightIcon } from './icons.js';
import { ResponsiveImage } from './ResponsiveImage.js';

export interface HeroCarouselProps {
  /** In display order (the property's images: hero first, then curated). */
  images: readonly string[];
  /** Alt text of image N (1-based); default 'Property image N'. */
  altText?: (position: number) => string;
}

const defaultAlt = (position: number) => `Property image ${position}`;

/** One photo at a time with previous/next buttons and position dots; wraps at both ends. */
export function HeroCarousel({ images, altText = defaultAlt }: HeroCarouselProps) {
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const total = images.length;

  if (total === 0) {
    return (
      <Box
        data-testid="hero-carousel"
        sx={{
          aspectRatio: '3 / 2',
          maxHeight: 560,
          width: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'grey.200',
          borderRadius: 2,
        }}
      >
        <Typography color="text.secondary">No images available</Typography>
      </Box>
    );
  }

  const current = Math.min(index, total - 1);
  const src = images[current]!;
  const go = (next: number) => setIndex(((next % total) + total) % total);
  const navButton = {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    bgcolor: 'rgba(255,255,255,0.85)',
    color: 'text.primary',
    boxShadow: 2,
    '&:hover': { bgcolor: '#fff' },
  } as const;

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Property photos"
      data-testid="hero-carousel"
      sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200' }}
    >
      <Box sx={{ aspectRatio: '3 / 2', maxHeight: { md: 560 }, width: '100%' }} aria-live="polite">
        {failed.has(src) ? (
          <Box
            role="img"
            aria-label={altText(current + 1)}
            sx={{
              height: '100%',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              color: 'text.secondary',
            }}
          >
            <BrokenImageIcon fontSize="large" />
            <Typography aria-hidden>Failed to load image</Typography>
          </Box>
        ) : (
          <ResponsiveImage
            key={src}
            src={src}
            alt={altText(current + 1)}
            sizes="(min-width: 1200px) 1152px, 100vw"
            priority
            data-testid="hero-image"
            onFailed={() => setFailed((f) => new Set(f).add(src))}
            style={{ height: '100%', maxHeight: 560 }}
          />
        )}
      </Box>
      {total > 1 && (
        <>
          <IconButton aria-label="Previous image" onClick={() => go(current - 1)} sx={{ ...navButton, left: 12 }}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label="Next image" onClick={() => go(current + 1)} sx={{ ...navButton, right: 12 }}>
            <ChevronRightIcon />
          </IconButton>
          <Box
            sx={{
              position: 'absolute',
              bottom: 8,
              left: 0,
              right: 0,
              display: 'flex',
              justifyContent: 'center',
              flexWrap: 'wrap',
              gap: 0.25,
              px: 6,
            }}
          >
            {images.map((image, i) => (
              <Box
                key={image}
                component="button"
                type="button"
                aria-label={`Show image ${i + 1} of ${total}`}
                aria-current={i === current ? 'true' : undefined}
                data-testid="carousel-dot"
                onClick={() => go(i)}
                sx={{
                  width: 24,
                  height: 24,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  '&::after': {
                    content: '""',
                    display: 'block',
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: i === current ? '#fff' : 'rgba(255,255,255,0.55)',
                    boxShadow: '0 0 0 1px rgba(0,0,0,0.45)',
                  },
                }}
              />
            ))}
          </Box>
          <Typography
            component="p"
            data-testid="carousel-position"
            sx={{
              position: 'absolute',
              top: 12,
              right: 12,
              px: 1,
              borderRadius: 1,
              bgcolor: 'rgba(0,0,0,0.65)',
              color: '#fff',
              fontSize: '0.85rem',
            }}
          >
            {current + 1} / {total}
          </Typography>
        </>
      )}
    </Box>
  );
}
