import { visuallyHidden } from '@lakehouse/web-kit';
import { Box, Button, Card, CardActions, CardContent, Chip, Link, Stack, Typography } from '@lakehouse/web-kit/mui';
import { useState } from 'react';
import type { GuideSpot } from '@lakehouse/contracts';
import type { Season } from '@lakehouse/web-kit';
import { formatDistance, thumbnailUrl } from '../content/local-guide';

type LocalSpot = GuideSpot;

const SEASON_LABELS: Record<Season, string> = { winter: 'Winter', spring: 'Spring', summer: 'Summer', fall: 'Fall' };
const PANEL_COLORS = ['#1d5b7a', '#2f6b45', '#7a4b1d', '#5b3f7a', '#1d6f6a', '#7a1d3f'];

function panelColor(name: string): string {
  let sum = 0;
  for (const ch of name) sum += ch.charCodeAt(0);
  return PANEL_COLORS[sum % PANEL_COLORS.length]!;
}

/**
 * The spot's website thumbnail from the screenshot service. A coloured panel with the spot's initial and
 * name sits underneath and stays visible until the image has loaded, and for good if it fails.
 */
function SpotThumbnail({ spot }: { spot: LocalSpot }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <Box sx={{ position: 'relative', height: 160, overflow: 'hidden', bgcolor: panelColor(spot.name) }}>
      {state !== 'loaded' && (
        <Stack
          data-testid="spot-thumbnail-fallback"
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            alignItems: 'center',
            justifyContent: 'center',
            color: '#fff',
            px: 2,
            textAlign: 'center',
          }}
        >
          <Typography component="span" sx={{ fontSize: '2.5rem', fontWeight: 800, lineHeight: 1 }}>
            {spot.name.charAt(0)}
          </Typography>
          <Typography component="span" variant="body2" sx={{ mt: 1, fontWeight: 600, opacity: 0.9 }}>
            {spot.name}
          </Typography>
        </Stack>
      )}
      {state !== 'failed' && (
        <Box
          component="img"
          src={thumbnailUrl(spot)}
          alt={`Preview of the ${spot.name} website`}
          loading="lazy"
          // Another site's screenshots: the page's own text and photos go first, even when one is in view.
          fetchPriority="low"
          referrerPolicy="no-referrer"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            objectPosition: 'top',
            opacity: state === 'loaded' ? 1 : 0,
            transition: 'opacity 200ms',
          }}
        />
      )}
    </Box>
  );
}

export function SpotCard({ spot }: { spot: LocalSpot }) {
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid="spot-card"
    >
      <SpotThumbnail spot={spot} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h4" sx={{ fontSize: '1.1rem', lineHeight: 1.3 }}>
            <Link href={spot.website} target="_blank" rel="noopener noreferrer" underline="hover">
              {spot.name}
            </Link>
          </Typography>
          <Chip
            label={
              <>
                <span aria-hidden="true">{formatDistance(spot.distanceMinutes)}</span>
                <Box component="span" sx={visuallyHidden}>
                  About {spot.distanceMinutes} minutes away by car
                </Box>
              </>
            }
            size="small"
            color="primary"
            variant="outlined"
            data-testid="spot-distance"
          />
        </Stack>
        {spot.rating !== undefined && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            <Box component="span" aria-hidden sx={{ color: '#a86f00' }}>
              ★
            </Box>{' '}
            <span aria-hidden="true">{spot.rating.toFixed(1)}</span>
            <Box component="span" sx={visuallyHidden}>
              Rated {spot.rating.toFixed(1)} out of 5
            </Box>
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {spot.description}
        </Typography>
        <Box
          component="ul"
          aria-label="Highlights"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
        >
          {spot.highlights.map((highlight, index) => (
            <li key={index}>
              <Chip label={highlight} size="small" />
            </li>
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          <strong>Best seasons:</strong> {spot.seasons.map((s) => SEASON_LABELS[s]).join(', ')}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          href={spot.website}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          size="small"
          aria-label={`Visit Website: ${spot.name} (opens in a new tab)`}
        >
          Visit Website
        </Button>
      </CardActions>
    </Card>
  );
}
