import { visuallyHidden } from '@lakehouse/web-kit';
import { Box, Card, CardActionArea, CardContent, Grid, Typography } from '@lakehouse/web-kit/mui';
import { useContentBody } from '../../api/useContent';
import { COLOURS } from './colours';
import { HomeIcon } from './icons';

/** Spec section 1: the host's highlight cards (three as seeded), each an outside link opening in a new tab. */
export function HighlightCards() {
  const cards = useContentBody('home-links')?.highlightCards ?? [];
  return (
    <Grid container spacing={3} component="section" aria-label="Highlights">
      {cards.map((card) => (
        <Grid key={card.title} size={{ xs: 12, md: 4 }}>
          <Card variant="outlined" sx={{ height: '100%', borderTop: 4, borderTopColor: COLOURS[card.colour].main }}>
            <CardActionArea href={card.href} target="_blank" rel="noopener noreferrer" sx={{ height: '100%' }}>
              <CardContent>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
                  <Box
                    sx={{
                      p: 1,
                      borderRadius: '50%',
                      display: 'flex',
                      bgcolor: COLOURS[card.colour].soft,
                      color: COLOURS[card.colour].main,
                    }}
                  >
                    <HomeIcon name={card.icon} />
                  </Box>
                  <Typography variant="h3" component="h3">
                    {card.title}
                  </Typography>
                </Box>
                <Typography color="text.secondary">{card.description}</Typography>
                <Typography
                  component="span"
                  sx={{
                    mt: 1.5,
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 0.5,
                    color: 'primary.main',
                    fontWeight: 600,
                  }}
                >
                  Learn more <HomeIcon name="openInNew" fontSize="small" />
                  <Box component="span" sx={visuallyHidden}>
                    (opens in a new tab)
                  </Box>
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
