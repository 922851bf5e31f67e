import type { Property } from '@lakehouse/contracts';
import { formatCount } from '@lakehouse/contracts/money';
import { Box, Typography } from '@lakehouse/web-kit/mui';
import { HomeIcon, type HomeIconName } from './icons';
import { townOf } from './town';

/**
 * The listing's title line ('Entire home in Grantham, NH', who hosts it) and 'Property Info' (spec section 2): the
 * bedrooms, bathrooms, max guests and size, each with its icon. Server HTML only: no state, no handlers.
 */
export function PropertyFacts({ property }: { property: Property }) {
  const facts: [icon: HomeIconName, value: string, label: string][] = [
    ['bed', String(property.bedrooms), 'Bedrooms'],
    ['bath', String(property.bathrooms), 'Bathrooms'],
    ['family', String(property.maxGuests), 'Max Guests'],
    ['area', `${formatCount(property.size)} sq ft`, 'Size'],
  ];
  return (
    <Box component="section" aria-labelledby="property-info-heading">
      <Typography component="p" sx={{ fontSize: { xs: '1.25rem', md: '1.4rem' }, fontWeight: 600, lineHeight: 1.3 }}>
        Entire home in {townOf(property.address)}
      </Typography>
      {property.site.hostName && (
        <Typography component="p" color="text.secondary" sx={{ mt: 0.5 }}>
          Hosted by {property.site.hostName}
        </Typography>
      )}
      <Typography id="property-info-heading" variant="h2" component="h2" sx={{ mt: 3, mb: 2, fontSize: '1.35rem' }}>
        Property Info
      </Typography>
      <Box
        component="dl"
        data-testid="property-facts"
        sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' } }}
      >
        {facts.map(([icon, value, label]) => (
          <Box
            key={label}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              gap: 0.25,
              px: 2,
              py: { xs: 1.25, sm: 2 },
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: 'background.paper',
            }}
          >
            {/* A term comes before its value in a list; shown the other way round, the icon and figure first. */}
            <Typography component="dt" color="text.secondary" sx={{ order: 2, fontSize: '0.9rem' }}>
              {label}
            </Typography>
            {/* On a phone the icon stands beside the figure, so the four facts take little height. */}
            <Typography
              component="dd"
              sx={{
                m: 0,
                order: 1,
                display: 'flex',
                flexDirection: { xs: 'row', sm: 'column' },
                alignItems: { xs: 'center', sm: 'flex-start' },
                gap: 1,
                fontWeight: 700,
                fontSize: '1.15rem',
              }}
            >
              <HomeIcon name={icon} sx={{ color: 'primary.main' }} />
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
