import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import Lightbox, { useLightboxState, type GenericSlide, type RenderSlideProps } from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import lightboxStyles from 'yet-another-react-lightbox/styles.css';
import { ImageFailedPanel } from './ImageFailedPanel.js';
import { ResponsiveImage } from './ResponsiveImage.js';

/** A property photo in the lightbox: drawn by PhotoSlide (its WebP variants, the loading and failed states). */
interface PhotoSlide extends GenericSlide {
  type: 'photo';
  src: string;
  alt: string;
  /** The host's caption, shown as the photo's title when there is one. */
  caption: string | undefined;
}

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    photo: PhotoSlide;
  }
}

export interface GalleryLightboxProps {
  open: boolean;
  images: readonly string[];
  /** The photo shown (0-based); follows the visitor's steps through onView. */
  index: number;
  altText: (position: number) => string;
  caption: (position: number) => string | undefined;
  onView: (index: number) => void;
  onClose: () => void;
}

/** White words stay readable over a light photo. */
const overPhoto = { color: '#fff', textShadow: '0 1px 3px rgba(0,0,0,0.8)' } as const;

/** How far a photo can be zoomed: four times its fitted size shows the detail the 1600-px variant holds. */
const MAX_ZOOM = 4;

/**
 * The grid gallery's full-size view (yet-another-react-lightbox): previous/next, arrow keys and swipe, wrapping at
 * both ends; pinch, double-tap and wheel zoom; an 'N of total' counter. It draws the photos next to the shown one
 * too, so the next is loaded before the visitor steps to it. Loaded on the first open (GridGallery), with its
 * stylesheet.
 */
export function GalleryLightbox({ open, images, index, altText, caption, onView, onClose }: GalleryLightboxProps) {
  const slides = useMemo(
    () => images.map((src, i): PhotoSlide => ({ type: 'photo', src, alt: altText(i + 1), caption: caption(i + 1) })),
    [images, altText, caption],
  );
  return (
    <>
      <style href="yet-another-react-lightbox" precedence="low">
        {lightboxStyles}
      </style>
      <Lightbox
        open={open}
        close={onClose}
        index={index}
        slides={slides}
        plugins={[Zoom]}
        zoom={{ supports: ['photo'], maxZoom: MAX_ZOOM }}
        carousel={{ preload: 1 }}
        controller={{ closeOnBackdropClick: true }}
        labels={{ Lightbox: 'Full-size photos', Previous: 'Previous image', Next: 'Next image', Close: 'Close' }}
        toolbar={{ buttons: [<GalleryCounter key="counter" />, 'zoom', 'close'] }}
        on={{ view: ({ index: shown }) => onView(shown) }}
        render={{ slide: (props) => <PhotoSlideView {...props} />, controls: () => <GalleryTitle /> }}
      />
    </>
  );
}

/** 'N of total', in the toolbar. */
function GalleryCounter() {
  const { currentIndex, slides } = useLightboxState();
  return (
    <Typography
      component="p"
      data-testid="gallery-counter"
      sx={{ ...overPhoto, alignSelf: 'center', px: 1, fontVariantNumeric: 'tabular-nums' }}
    >
      {currentIndex + 1} of {slides.length}
    </Typography>
  );
}

/** The shown photo's caption (or its alt text), top left. */
function GalleryTitle() {
  const { currentSlide } = useLightboxState();
  return (
    <Typography
      component="h2"
      sx={{ ...overPhoto, position: 'absolute', top: 0, left: 0, px: 2, py: 1.5, fontWeight: 600 }}
    >
      {currentSlide?.type === 'photo' ? (currentSlide.caption ?? currentSlide.alt) : ''}
    </Typography>
  );
}

type PhotoStatus = 'loading' | 'loaded' | 'failed';

/** One photo, fitted to the screen, with a spinner while the shown one loads and a panel if it cannot. */
function PhotoSlideView({ slide, offset, rect, zoom = 1 }: RenderSlideProps) {
  const [status, setStatus] = useState<PhotoStatus>('loading');
  if (slide.type !== 'photo') return null;
  if (status === 'failed') return <ImageFailedPanel text="Failed to load image" />;
  return (
    <>
      <ResponsiveImage
        src={slide.src}
        alt={slide.alt}
        // The width it is drawn at, zoom included, so zooming in fetches a sharper variant.
        sizes={`${Math.round(rect.width * (offset === 0 ? zoom : 1))}px`}
        priority={offset === 0}
        loading="eager"
        draggable={false}
        onLoad={() => setStatus('loaded')}
        onFailed={() => setStatus('failed')}
        style={{
          width: 'auto',
          height: 'auto',
          maxWidth: '100%',
          maxHeight: '100%',
          aspectRatio: 'auto',
          objectFit: 'contain',
          opacity: status === 'loaded' ? 1 : 0.2,
        }}
      />
      {status === 'loading' && offset === 0 && (
        <CircularProgress aria-label="Loading image" sx={{ position: 'absolute', color: '#fff' }} />
      )}
    </>
  );
}
