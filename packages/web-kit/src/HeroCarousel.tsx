import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.js';
import { ImageFailedPanel } from './ImageFailedPanel.js';
import { ResponsiveImage } from './ResponsiveImage.js';

export interface HeroCarouselProps {
  /** In display order (the property's images: hero first, then curated). */
  images: readonly string[];
  /** Alt text of image N (1-based); default 'Property image N'. */
  altText?: (position: number) => string;
  /** How wide the photos are shown, for the browser's choice of variant (default: the page's width). */
  sizes?: string;
}

const DEFAULT_SIZES = '(min-width: 1200px) 1152px, 100vw';

const defaultAlt = (position: number) => `Property image ${position}`;

/** How many slides apart two positions are on a ring of `total` (so the last slide is next to the first). */
const ringDistance = (a: number, b: number, total: number) => {
  const apart = Math.abs(a - b);
  return Math.min(apart, total - apart);
};

/**
 * True once `element` has been on screen: never while it is not displayed (a carousel that a wide screen's layout
 * hides), and only after hydration (an effect sets it).
 */
function useSeen(element: RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || seen) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, seen]);
  return seen;
}

/**
 * One photo at a time with previous/next buttons, position dots, arrow keys and swipe (Embla); wraps at both ends.
 * The first photo is in the server's HTML (it is the page's largest paint); the photos next to the shown one are
 * loaded once the hydrated carousel is on screen, so the next swipe shows a photo that is already there (and a
 * carousel the layout hides loads none).
 *
 * Embla measures every slide when it starts (a long task on a slow phone, while the page is still loading), so it
 * starts when the guest reaches for the carousel: a pointer entering it or focus moving into it. A finger's touch
 * enters just before it presses, so the start is flushed at once: Embla listens for that press. Until then the first
 * photo shows, exactly as Embla would show it.
 */
export function HeroCarousel({ images, altText = defaultAlt, sizes = DEFAULT_SIZES }: HeroCarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const [reachedFor, setReachedFor] = useState(false);
  const reachFor = () => {
    if (!reachedFor) flushSync(() => setReachedFor(true));
  };
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const carousel = useRef<HTMLElement>(null);
  const seen = useSeen(carousel);
  const total = images.length;

  useEffect(() => {
    if (!embla) return;
    const showSelected = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', showSelected).on('reInit', showSelected);
    return () => {
      embla.off('select', showSelected).off('reInit', showSelected);
    };
  }, [embla]);

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
  // Embla takes the shorter way round, so the last photo is one step back from the first (and, with too few
  // photos to loop, it scrolls the long way instead).
  const go = (next: number) => embla?.scrollTo(((next % total) + total) % total);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') go(current - 1);
    if (e.key === 'ArrowRight') go(current + 1);
  };
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
      ref={carousel}
      component="section"
      aria-roledescription="carousel"
      aria-label="Property photos"
      data-testid="hero-carousel"
      onKeyDown={onKeyDown}
      onPointerEnter={reachFor}
      onFocus={reachFor}
      sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200' }}
    >
      <Box
        ref={reachedFor ? viewportRef : undefined}
        sx={{ overflow: 'hidden', aspectRatio: '3 / 2', maxHeight: { md: 560 }, width: '100%' }}
      >
        <Box aria-live="polite" sx={{ display: 'flex', height: '100%', touchAction: 'pan-y pinch-zoom' }}>
          {images.map((src, i) => (
            <Box
              key={src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${total}`}
              aria-hidden={i !== current || undefined}
              sx={{ flex: '0 0 100%', minWidth: 0, height: '100%' }}
            >
              {failed.has(src) ? (
                <ImageFailedPanel text="Failed to load image" label={altText(i + 1)} />
              ) : (
                (i === 0 || i === current || (seen && ringDistance(i, current, total) === 1)) && (
                  <ResponsiveImage
                    src={src}
                    alt={altText(i + 1)}
                    sizes={sizes}
                    priority={i === 0}
                    loading="eager"
                    draggable={false}
                    data-testid="hero-image"
                    onFailed={() => setFailed((f) => new Set(f).add(src))}
                    style={{ height: '100%', maxHeight: 560 }}
                  />
                )
              )}
            </Box>
          ))}
        </Box>
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
