import type { Property } from '@lakehouse/contracts';
// The module alone: the shared contracts package (with zod) stays off the first load of every page.
import { formatRate } from '@lakehouse/contracts/money';
import { BOTTOM_BAR_SPACE, handleLinkClick, useApiQuery, usePathname } from '@lakehouse/web-kit';
import { Box, Button, Paper, Typography } from '@lakehouse/web-kit/mui';
import { useIsMobile } from './useIsMobile';

/**
 * 'Ready to Book?': a bar along the bottom, on mobile and (laid out wider) on desktop. A bar rather than a card
 * over the page: the page ends above it (the space below) and the layout's scroll-padding keeps what is scrolled
 * to or focused clear of it, so it never covers a heading, photo, button or field. Not printed.
 */
export function StickyCta() {
  const isMobile = useIsMobile();
  const pathname = usePathname();
  const property = useApiQuery<Property>('/api/property');
  // Not on the page it links to (nor its later steps, /book/…), nor on a guest's own booking (and its receipt),
  // nor in the host's admin area.
  if (['/book', '/booking', '/admin'].some((area) => pathname === area || pathname.startsWith(`${area}/`))) return null;
  // The host's lowest rate; no line rather than an invented price while it loads or if it failed.
  const startingRate =
    property.status === 'success' ? `Starting at ${formatRate(property.data.startingRate)}/night` : null;

  const button = (
    <Button variant="contained" color="secondary" href="/book" onClick={(e) => handleLinkClick(e, '/book')}>
      Book Now
    </Button>
  );

  const bar = {
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
    '@media print': { display: 'none' },
  } as const;
  // Below the footer: the page's last line stays above the bar.
  const space = <Box aria-hidden sx={{ height: BOTTOM_BAR_SPACE, '@media print': { display: 'none' } }} />;

  if (isMobile) {
    return (
      <>
        {space}
        <Paper elevation={8} data-testid="sticky-cta-mobile" square sx={bar}>
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
      </>
    );
  }

  return (
    <>
      {space}
      <Paper
        elevation={6}
        data-testid="sticky-cta-desktop"
        square
        sx={{ ...bar, borderTop: 4, borderColor: 'secondary.main', justifyContent: 'center' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, width: '100%', maxWidth: 1200 }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            Ready to Book?
          </Typography>
          {startingRate && (
            <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
              {startingRate}
            </Typography>
          )}
          {button}
        </Box>
      </Paper>
    </>
  );
}
