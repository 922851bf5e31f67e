import {
  handleLinkClick,
  seasonForIsoDate,
  SEASONS,
  useKeptFieldValue,
  useToday,
  visuallyHidden,
  type Season,
} from '@lakehouse/web-kit';
import { Box, Button, Card, CardContent, Chip, Grid, Link, Typography } from '@lakehouse/web-kit/mui';
import type { ExploreTheAreaContent } from '@lakehouse/contracts';
import { useState } from 'react';
import { useContentBody } from '../../api/useContent';
import { COLOURS } from './colours';
import { HomeIcon } from './icons';

/**
 * Spec section 2, 'Explore the Area': a season picker (starting at the current season, by today's date in the house's
 * time zone, as the server rendered it; or the season the guest chose before this section hydrated) and three
 * category cards. The picker is the browser's own select (MUI's text field would bring its select, menu and modal to
 * the home page's first load for it).
 */
export function ExploreTheArea() {
  const today = useToday();
  const [season, setSeason] = useState<Season>(() => seasonForIsoDate(today));
  const seasonField = useKeptFieldValue<HTMLSelectElement>(season, (value) => {
    if ((SEASONS as readonly string[]).includes(value)) setSeason(value as Season);
  });
  const seasons = useContentBody('explore-the-area');
  if (!seasons) return null;
  const preview = seasons[season];

  return (
    <Box component="section" aria-labelledby="explore-heading" data-testid="explore-the-area" data-season={season}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}
      >
        <Typography id="explore-heading" variant="h2" component="h2">
          Explore the Area
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box component="label" htmlFor="explore-season" sx={{ fontWeight: 600, color: 'text.secondary' }}>
            Season
          </Box>
          <Box
            component="select"
            id="explore-season"
            ref={seasonField}
            value={season}
            onChange={(e) => setSeason(e.target.value as Season)}
            sx={{
              minWidth: 160,
              px: 1.5,
              py: 1,
              font: 'inherit',
              fontWeight: 400,
              color: 'text.primary',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'grey.500',
              borderRadius: 1,
              cursor: 'pointer',
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
            }}
          >
            {SEASONS.map((s) => (
              <option key={s} value={s}>
                {seasons[s].label}
              </option>
            ))}
          </Box>
        </Box>
      </Box>
      <Typography variant="h3" component="h3" data-testid="season-heading">
        {preview.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="season-subtitle">
        {preview.subtitle}
      </Typography>
      <Grid container spacing={3}>
        {preview.categories.map((category, index) => (
          <Grid key={index} size={{ xs: 12, md: 4 }}>
            <Card
              variant="outlined"
              sx={{ height: '100%', borderTop: 4, borderTopColor: COLOURS[category.colour].main }}
            >
              <CardContent>
                <Box
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, color: COLOURS[category.colour].main }}
                >
                  <HomeIcon name={category.icon} />
                  <Typography variant="h3" component="h4" sx={{ fontSize: '1.15rem', color: 'text.primary' }}>
                    {category.title}
                  </Typography>
                </Box>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
                  {category.places.map((place, index) => (
                    <PlaceItem key={index} place={place} />
                  ))}
                </Box>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Button variant="outlined" href="/guide" onClick={(e) => handleLinkClick(e, '/guide')}>
          View Complete Guide
        </Button>
      </Box>
    </Box>
  );
}

function PlaceItem({ place }: { place: ExploreTheAreaContent[Season]['categories'][number]['places'][number] }) {
  return (
    <Box component="li" data-testid="guide-place">
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        {place.url ? (
          <Link href={place.url} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
            {place.name}
            <Box component="span" sx={visuallyHidden}>
              (opens in a new tab)
            </Box>
          </Link>
        ) : (
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {place.name}
          </Typography>
        )}
        <Chip label={place.distance} size="small" variant="outlined" sx={{ flexShrink: 0 }} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {place.description}
      </Typography>
    </Box>
  );
}
