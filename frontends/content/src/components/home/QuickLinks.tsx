import { handleLinkClick } from '@lakehouse/web-kit';
import { Box, Card, CardActionArea, CardContent, Grid, Typography } from '@lakehouse/web-kit/mui';
import { COLOURS } from './colours';
import { HomeIcon, type HomeIconName } from './icons';

interface QuickLink {
  href: string;
  icon: HomeIconName;
  title: string;
  description: string;
  colour: keyof typeof COLOURS;
}

const QUICK_LINKS: readonly QuickLink[] = [
  {
    href: '/house-rules',
    icon: 'rules',
    title: 'House Rules',
    description: 'Check-in procedures and house policies.',
    colour: 'primary',
  },
  {
    href: '/guide',
    icon: 'guide',
    title: 'Local Guide',
    description: 'Restaurants, attractions and hidden gems nearby.',
    colour: 'secondary',
  },
  {
    href: '/contact',
    icon: 'contact',
    title: 'Contact Us',
    description: 'Questions? We are happy to help.',
    colour: 'accent',
  },
];

/** Spec section 1: 'Everything You Need to Know', three in-site quick links. */
export function QuickLinks() {
  return (
    <Box component="section" aria-labelledby="quick-links-heading">
      <Typography id="quick-links-heading" variant="h2" component="h2" gutterBottom>
        Everything You Need to Know
      </Typography>
      <Grid container spacing={3}>
        {QUICK_LINKS.map((link) => (
          <Grid key={link.href} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea href={link.href} onClick={(e) => handleLinkClick(e, link.href)} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                  <Box
                    sx={{
                      p: 1.25,
                      borderRadius: 2,
                      display: 'flex',
                      bgcolor: COLOURS[link.colour].soft,
                      color: COLOURS[link.colour].main,
                    }}
                  >
                    <HomeIcon name={link.icon} />
                  </Box>
                  <Box>
                    <Typography variant="h3" component="h3">
                      {link.title}
                    </Typography>
                    <Typography color="text.secondary">{link.description}</Typography>
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
