import { mapsSearchUrl, visuallyHidden } from '@lakehouse/web-kit';
import { Box, Link, Typography } from '@lakehouse/web-kit/mui';
import { HomeIcon } from './icons';

/**
 * "Where You'll Be": the address and a drawn map (CSS only: no map service's script, frame or image reaches the
 * page) that opens the address in a maps search in a new tab, and the way to the directions on /contact. Server HTML
 * only: plain links.
 */
export function HouseLocation({ address }: { address: string }) {
  return (
    <Box component="section" aria-labelledby="location-heading">
      <Typography id="location-heading" variant="h2" component="h2" sx={{ mb: 1, fontSize: '1.35rem' }}>
        Where You&apos;ll Be
      </Typography>
      <Typography sx={{ mb: 2 }}>{address}</Typography>
      <Box
        component="a"
        href={mapsSearchUrl(address)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="location-map"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          aspectRatio: { xs: '4 / 3', sm: '2 / 1' },
          borderRadius: 3,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          color: 'text.primary',
          textDecoration: 'none',
          // A lake, woods and roads, drawn: the look of a map, not a real one.
          background: [
            'radial-gradient(ellipse 24% 30% at 30% 60%, #a9cfe1 0 96%, transparent 100%)',
            'radial-gradient(ellipse 14% 16% at 44% 44%, #a9cfe1 0 96%, transparent 100%)',
            'radial-gradient(ellipse 16% 22% at 82% 28%, #d3e6ca 0 96%, transparent 100%)',
            'radial-gradient(ellipse 20% 16% at 72% 84%, #d3e6ca 0 96%, transparent 100%)',
            'linear-gradient(100deg, transparent 0 57%, #fff 57% 58%, transparent 58%)',
            'linear-gradient(8deg, transparent 0 72%, #fff 72% 73%, transparent 73%)',
            'repeating-linear-gradient(0deg, rgba(255, 255, 255, 0.45) 0 1px, transparent 1px 44px)',
            'repeating-linear-gradient(90deg, rgba(255, 255, 255, 0.45) 0 1px, transparent 1px 44px)',
            '#ebf0e6',
          ].join(', '),
          '&:hover .map-label, &:focus-visible .map-label': { textDecoration: 'underline' },
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <Box
            sx={{
              display: 'flex',
              p: 1.25,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              boxShadow: '0 0 0 10px rgba(29, 91, 122, 0.2)',
            }}
          >
            <HomeIcon name="place" />
          </Box>
          <Typography
            component="span"
            className="map-label"
            sx={{ px: 1.5, py: 0.5, borderRadius: 5, bgcolor: 'background.paper', fontWeight: 600, boxShadow: 1 }}
          >
            Open in Google Maps
            <Box component="span" sx={visuallyHidden}>
              {' '}
              (opens in a new tab)
            </Box>
          </Typography>
        </Box>
      </Box>
      <Link href="/contact#location-area" sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}>
        Location and directions
      </Link>
    </Box>
  );
}
