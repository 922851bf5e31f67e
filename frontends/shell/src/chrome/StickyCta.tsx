import type { Property } from '@lakehouse/contracts';
// The module alone: the shared contracts package (with zod) stays off the first load of every page.
import { formatRate } from '@lakehouse/contracts/money';
import { handleLinkClick, useApiQuery, usePathname } from '@lakehouse/web-kit';
import { Box, Button, Paper, Typography } from '@lakehouse/web-kit/mui';
import { useIsMobile } from './useIsMobile';

/** 'Ready to Book?': a bar along the bottom on mobile, a card in the bottom-left corner on wider screens. */
export function StickyCta() {
  const isMobile = useIsMobile();
  const pathname = usePathname();
  const property = useApiQuery<Property>('/api/property');
  // Not on the page it links to (nor its later steps, /book/…), nor in the host's admin area.
  if (pathname === '/book' || pathname.startsWith('/book/') || pathname === '/admin' || pathname.startsWith('/admin/'))
    return null;
  // The host's lowest rate; no line rather than an invented price while it loads or if it failed.
  const startingRate =
    property.status === 'success' ? `Starting at ${formatRate(property.data.startingRate)}/night` : null;

  const button = (
    <Button variant="contained" color="secondary" href="/book" onClick={(e) => handleLinkClick(e, '/book')}>
      Book Now
    </Button>
  );

  if (isMobile) {
    return (
      <Paper
        elevation={8}
        data-testid="sticky-cta-mobile"
        square
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 90,
          px: 2,
          py: 1.25,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }}>Ready to Book?</Typography>
          {startingRate && (
            <Typography variant="body2" color="text.secondary">
              {startingRate}
            </Typography>
          )}
        </Box>
        {button}
      </Paper>
    );
  }

  return (
    <Paper
      elevation={6}
      data-testid="sticky-cta-desktop"
      sx={{
        position: 'fixed',
        left: 24,
        bottom: 24,
        zIndex: 90,
        p: 2,
        width: 220,
        borderTop: 4,
        borderColor: 'secondary.main',
      }}
    >
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        Ready to Book?
      </Typography>
      {startingRate && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {startingRate}
        </Typography>
      )}
      {button}
    </Paper>
  );
}
