import type { PublishedContent } from '@lakehouse/contracts';
import { handleLinkClick, useApiQuery, useSiteName, useSiteSettings, useToday } from '@lakehouse/web-kit';
import { Box, Container, Divider, Grid, Link, Stack, Typography } from '@lakehouse/web-kit/mui';
import { NAV_LINKS, POLICY_LINKS, type NavLink } from './links';

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} color="inherit" underline="hover" onClick={(e) => handleLinkClick(e, link.href)}>
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** The registered agent and the NH Meals & Rooms licence line are the host's settings: hidden while unset. */
export function Footer() {
  const site = useSiteSettings();
  const siteName = useSiteName();
  const today = useToday();
  const house = useApiQuery<PublishedContent<'house'>>('/api/content/house');
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', mt: 6, pt: 5, pb: { xs: 12, md: 4 } }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
              {siteName}
            </Typography>
            {house.status === 'success' && (
              <Typography sx={{ mt: 1, opacity: 0.85 }} data-testid="footer-tagline">
                {house.data.body.footerTagline}
              </Typography>
            )}
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <LinkColumn title="Quick Links" links={NAV_LINKS} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <LinkColumn title="Policies" links={POLICY_LINKS} />
          </Grid>
          {site?.registeredAgent && (
            <Grid size={{ xs: 12, md: 3 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                Registered Agent
              </Typography>
              <Box
                component="address"
                sx={{ fontStyle: 'normal', opacity: 0.9, whiteSpace: 'pre-line' }}
                data-testid="registered-agent"
              >
                {site.registeredAgent}
              </Box>
            </Grid>
          )}
        </Grid>
        <Divider sx={{ my: 3, borderColor: 'rgba(255,255,255,0.2)' }} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 3 }}
          sx={{ justifyContent: 'space-between' }}
        >
          <Typography variant="body2" sx={{ opacity: 0.85 }}>
            © {today.slice(0, 4)} {siteName}. All rights reserved.
          </Typography>
          {site?.mealsRoomsLicense && (
            <Typography variant="body2" sx={{ opacity: 0.85 }} data-testid="meals-rooms-license">
              NH Meals &amp; Rooms Tax License # {site.mealsRoomsLicense}
            </Typography>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
