import { handleLinkClick } from '@lakehouse/web-kit';
import { Box, Card, CardActionArea, CardContent, Grid, Typography } from '@lakehouse/web-kit/mui';
import { useContentBody } from '../../api/useContent';
import { COLOURS } from './colours';
import { HomeIcon } from './icons';

/** Spec section 1: 'Everything You Need to Know', the host's quick links (three in-site ones as seeded). */
export function QuickLinks() {
  const links = useContentBody('home-links')?.quickLinks ?? [];
  return (
    <Box component="section" aria-labelledby="quick-links-heading">
      <Typography id="quick-links-heading" variant="h2" component="h2" gutterBottom>
        Everything You Need to Know
      </Typography>
      <Grid container spacing={3}>
        {links.map((link) => (
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
