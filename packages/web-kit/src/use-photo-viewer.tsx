import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from './scheduling.js';
import { toast } from './toast-store.js';

type LightboxModule = typeof import('./GalleryLightbox.js');
let lightboxModule: Promise<LightboxModule> | undefined;

/**
 * The full-size view's code (the lightbox, its zoom and stylesheet), fetched once: at the first photo opened, or
 * where the photos are what the page is for, ahead, when the browser is idle after they have rendered, so that the
 * first photo tapped opens at once.
 */
function loadLightbox(): Promise<LightboxModule> {
  lightboxModule ??= import('./GalleryLightbox.js').catch((error: unknown) => {
    lightboxModule = undefined; // the next click tries again
    throw error;
  });
  return lightboxModule;
}

export interface PhotoViewerOptions {
  images: readonly string[];
  altText: (position: number) => string;
  caption: (position: number) => string | undefined;
  /** Whether the photos are what the page is for (/gallery): the view's code is then loaded ahead, when idle. */
  loadAhead?: boolean;
}

export interface PhotoViewer {
  /** The photo shown, or last shown (0-based); null until one is opened. */
  selected: number | null;
  /** Opens the full-size view at `index`; the focus goes back to `opener` when it closes. */
  open: (index: number, opener: HTMLElement) => void;
  /** The view (or a spinner while its code loads): rendered once, beside what opens it. */
  view: ReactNode;
}

/**
 * The full-size view of a set of photos (GalleryLightbox: previous/next wrap, 'N of total', swipe and zoom), its code
 * fetched on the first open; a toast says so when it cannot be loaded.
 */
export function usePhotoViewer({ images, altText, caption, loadAhead = false }: PhotoViewerOptions): PhotoViewer {
  const [selected, setSelected] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [lightbox, setLightbox] = useState<LightboxModule | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    // Loaded ahead, not shown: a failure here is tried again, and told, at the first open.
    if (loadAhead) void whenIdle().then(() => loadLightbox().catch(() => undefined));
  }, [loadAhead]);

  const openAt = (index: number, element: HTMLElement) => {
    setSelected(index);
    setOpen(true);
    opener.current = element;
    loadLightbox().then(setLightbox, () => {
      setOpen(false);
      toast({
        title: 'Photo viewer unavailable',
        description: 'The full-size view could not be loaded. Please check your connection and try again.',
        variant: 'destructive',
      });
    });
  };
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };

  const view = lightbox ? (
    <lightbox.GalleryLightbox
      open={open}
      images={images}
      index={selected ?? 0}
      altText={altText}
      caption={caption}
      onView={setSelected}
      onClose={close}
    />
  ) : (
    open && (
      <Box
        sx={{
          position: 'fixed',
          inset: 0,
          zIndex: 'modal',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'rgba(0,0,0,0.85)',
        }}
      >
        <CircularProgress aria-label="Loading image" sx={{ color: '#fff' }} />
      </Box>
    )
  );
  return { selected, open: openAt, view };
}
