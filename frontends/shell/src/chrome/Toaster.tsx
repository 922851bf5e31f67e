import { TOAST_SWIPE_THRESHOLD, useToast, type Toast } from '@lakehouse/web-kit';
import { Box, Button, IconButton, Paper, SvgIcon, Typography } from '@lakehouse/web-kit/mui';
import { useEffect, useEffectEvent, useRef, useState, type PointerEvent } from 'react';

const CloseIcon = () => (
  <SvgIcon fontSize="small">
    <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
  </SvgIcon>
);

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const [paused, setPaused] = useState(false);

  // The latest onDismiss without restarting the timer on every render.
  const dismissOnTimeout = useEffectEvent(() => onDismiss());
  useEffect(() => {
    if (paused || !Number.isFinite(toast.duration)) return;
    const timer = setTimeout(() => dismissOnTimeout(), toast.duration);
    return () => clearTimeout(timer);
  }, [paused, toast.id, toast.duration]);

  // The drag is tracked in refs as well as state: a release reads the distance of the pointer that went down,
  // even when the browser coalesced the last moves or took the capture away (lostpointercapture without pointerup).
  const dragged = useRef(0);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!e.isPrimary || e.button !== 0 || (e.target as HTMLElement).closest('button')) return;
    start.current = e.clientX;
    dragged.current = 0;
    setDragging(true);
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    dragged.current = Math.max(0, e.clientX - start.current);
    setOffset(dragged.current);
  };
  // Swipe right: dismissed when released more than TOAST_SWIPE_THRESHOLD px to the right of where it started.
  const endDrag = (clientX?: number) => {
    if (start.current === null) return;
    const distance = Math.max(dragged.current, clientX === undefined ? 0 : clientX - start.current);
    start.current = null;
    dragged.current = 0;
    setDragging(false);
    if (distance > TOAST_SWIPE_THRESHOLD) onDismiss();
    else setOffset(0);
  };

  const destructive = toast.variant === 'destructive';
  return (
    <Paper
      role="status"
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic
      data-testid="toast"
      data-variant={toast.variant}
      elevation={8}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(e) => endDrag(e.clientX)}
      onLostPointerCapture={() => endDrag()}
      onPointerCancel={() => {
        start.current = null;
        dragged.current = 0;
        setDragging(false);
        setOffset(0);
      }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 2,
        pr: 1,
        touchAction: 'pan-y',
        userSelect: 'none',
        transform: `translateX(${offset}px)`,
        opacity: offset ? Math.max(0.2, 1 - offset / 200) : 1,
        transition: dragging ? 'none' : 'transform 150ms ease, opacity 150ms ease',
        bgcolor: destructive ? 'error.main' : 'background.paper',
        color: destructive ? 'error.contrastText' : 'text.primary',
        border: 1,
        borderColor: destructive ? 'error.dark' : 'divider',
      }}
    >
      <Box sx={{ flexGrow: 1 }}>
        {toast.title && <Typography sx={{ fontWeight: 700 }}>{toast.title}</Typography>}
        {toast.description && (
          <Typography variant="body2" sx={{ opacity: 0.9 }}>
            {toast.description}
          </Typography>
        )}
        {toast.action && (
          <Button size="small" variant="outlined" color="inherit" sx={{ mt: 1 }} onClick={toast.action.onClick}>
            {toast.action.label}
          </Button>
        )}
      </Box>
      <IconButton size="small" color="inherit" aria-label="Close" onClick={onDismiss}>
        <CloseIcon />
      </IconButton>
    </Paper>
  );
}

/** The toast viewport: the newest toast (one at a time), bottom right; F8 moves focus to it. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') viewport.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Box
      ref={viewport}
      tabIndex={-1}
      component="section"
      aria-label="Notifications (F8)"
      sx={{
        position: 'fixed',
        zIndex: 100,
        right: 0,
        bottom: { xs: 64, md: 0 },
        width: '100%',
        maxWidth: { md: 420 },
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        outline: 'none',
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <ToastCard key={t.id} toast={t} onDismiss={() => dismiss(t.id)} />
        ))}
    </Box>
  );
}
