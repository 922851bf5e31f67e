import { ContactEmailLink, PhoneLink, useSiteSettings } from '@lakehouse/web-kit';
import { Alert, AlertTitle, Box, CircularProgress, Link } from '@lakehouse/web-kit/mui';
import { useEffect, useState } from 'react';
import { EMBED_MIN_HEIGHT, EMBED_TIMEOUT_MS } from '../constants';

/**
 * The host's third-party booking system (its address is a setting) in an iframe: loading, then loaded, or error
 * (load error or 12 s) with fallbacks.
 */
export function EmbeddedBookingWidget({ src }: { src: string }) {
  const site = useSiteSettings();
  const [status, setStatus] = useState<'loading' | 'loaded' | 'error'>('loading');
  useEffect(() => {
    if (status !== 'loading') return;
    const timer = setTimeout(() => setStatus('error'), EMBED_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [status]);

  return (
    <Box data-testid="embedded-booking-widget">
      {status === 'loading' && (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
          <CircularProgress size={20} aria-hidden /> Loading the booking system...
        </Box>
      )}
      {status === 'error' ? (
        <Alert severity="warning">
          <AlertTitle>Booking system temporarily unavailable</AlertTitle>
          Unable to load the booking system. Please use the direct booking link below.
          <Box sx={{ mt: 1 }}>
            <Link href={src} target="_blank" rel="noopener noreferrer">
              Open the booking site
            </Link>
            {site?.contactEmail && ' · '}
            <ContactEmailLink email={site?.contactEmail} />
            {site?.contactPhone && ' · '}
            <PhoneLink phone={site?.contactPhone} />
          </Box>
        </Alert>
      ) : (
        <Box
          component="iframe"
          title="Online booking system"
          src={src}
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('error')}
          sx={{
            width: '100%',
            minHeight: EMBED_MIN_HEIGHT,
            border: 0,
            display: status === 'loaded' ? 'block' : 'block',
          }}
        />
      )}
    </Box>
  );
}
