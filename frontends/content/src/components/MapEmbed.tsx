import { mapsSearchUrl } from '@lakehouse/web-kit';
import { Box, Button, Typography } from '@lakehouse/web-kit/mui';
import { useEffect, useState } from 'react';
import { mapsEmbedUrl } from '../content/contact-info';

/** How long the maps service gets to answer before the readable fallback replaces the map. */
const MAP_TIMEOUT_MS = 8000;
/** A tiny resource on the maps provider's host: an iframe's load event fires even for an error page. */
const PROBE_URL = 'https://www.google.com/favicon.ico';

type MapState = 'loading' | 'ready' | 'failed';

/**
 * The embedded map for an address. A cross-origin iframe cannot report a failed load, so the provider is
 * probed with a small image; if that fails or takes longer than MAP_TIMEOUT_MS, a fallback panel with the
 * address and an 'Open in Maps' link is shown instead.
 */
export function MapEmbed({ address, height = 320 }: { address: string; height?: number }) {
  const [state, setState] = useState<MapState>('loading');

  useEffect(() => {
    let settled = false;
    const settle = (next: MapState) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      setState(next);
    };
    const timer = window.setTimeout(() => settle('failed'), MAP_TIMEOUT_MS);
    const probe = new Image();
    probe.referrerPolicy = 'no-referrer';
    probe.onload = () => settle('ready');
    probe.onerror = () => settle('failed');
    probe.src = `${PROBE_URL}?t=${Date.now()}`;
    return () => {
      settled = true;
      window.clearTimeout(timer);
      probe.onload = null;
      probe.onerror = null;
    };
  }, []);

  if (state === 'failed') {
    return (
      <Box
        data-testid="map-fallback"
        role="group"
        aria-label="Map unavailable"
        sx={{
          height,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          gap: 1.5,
          p: 3,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'rgba(29, 91, 122, 0.06)',
        }}
      >
        <Typography sx={{ fontWeight: 700 }}>The map could not be loaded.</Typography>
        <Typography>{address}</Typography>
        <Button href={mapsSearchUrl(address)} target="_blank" rel="noopener noreferrer" variant="contained">
          Open in Maps
        </Button>
      </Box>
    );
  }

  return (
    <Box
      sx={{
        position: 'relative',
        height,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'grey.100',
      }}
    >
      {state === 'loading' && (
        <Typography
          sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
          color="text.secondary"
        >
          Loading map…
        </Typography>
      )}
      <Box
        component="iframe"
        title={`Map of ${address}`}
        src={mapsEmbedUrl(address)}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
