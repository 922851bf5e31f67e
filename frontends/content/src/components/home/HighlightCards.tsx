import { Box, Card, CardActionArea, CardContent, Grid, Typography } from '@lakehouse/web-kit/mui';
import { COLOURS } from './colours';
import { HomeIcon, type HomeIconName } from './icons';

interface HighlightCard {
  icon: HomeIconName;
  title: string;
  description: string;
  colour: keyof typeof COLOURS;
  href: string;
}

/** Spec section 1: three highlight cards, each an outside link opening in a new tab. */
const HIGHLIGHT_CARDS: readonly HighlightCard[] = [
  {
    icon: 'lake',
    title: 'Eastman Community',
    description: 'Lake, beaches, golf, an indoor pool and a fitness centre in the Eastman community, some for a fee.',
    colour: 'primary',
    href: 'https://www.eastmannh.org',
  },
  {
    icon: 'hike',
    title: 'Lakes & Trails',
    description: 'Lakes to swim and paddle and hiking trails through the New Hampshire woods.',
    colour: 'secondary',
    href: 'https://www.nhstateparks.org',
  },
  {
    icon: 'spa',
    title: 'Relaxation & Comfort',
    description: 'A cozy fireplace, forest views from every window and spas nearby.',
    colour: 'accent',
    href: 'https://www.visitnh.gov',
  },
];

export function HighlightCards() {
  return (
    <Grid container spacing={3} component="section" aria-label="Highlights">
      {HIGHLIGHT_CARDS.map((card) => (
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

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
