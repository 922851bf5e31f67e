import { Box, Typography } from '@lakehouse/web-kit/mui';
import { HomeIcon } from './icons';

/** 'Amenities' (spec section 2): the host's list, two columns from tablet width up. Server HTML only. */
export function AmenityList({ amenities }: { amenities: readonly string[] }) {
  return (
    <Box component="section" aria-labelledby="amenities-heading">
      <Typography id="amenities-heading" variant="h2" component="h2" sx={{ mb: 2, fontSize: '1.35rem' }}>
        Amenities
      </Typography>
      <Box component="ul" sx={{ columns: { xs: 1, sm: 2 }, columnGap: 4, m: 0, p: 0, listStyle: 'none' }}>
        {amenities.map((amenity) => (
          <Typography
            component="li"
            key={amenity}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', pb: 1.5, breakInside: 'avoid' }}
          >
            <HomeIcon name="check" sx={{ color: 'secondary.main', fontSize: '1.3rem', mt: 0.125 }} />
            {amenity}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
