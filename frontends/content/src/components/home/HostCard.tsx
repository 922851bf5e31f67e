import type { PublicSiteSettings } from '@lakehouse/contracts';
// The module alone: the shared contracts package (with zod) stays off the home page's first load.
import { replyWithin } from '@lakehouse/contracts/response-time';
import { Box, Link, Typography } from '@lakehouse/web-kit/mui';
import { HomeIcon } from './icons';

const AVATAR_SIZE = 72;

/** The host's photo, else the initial of their name, else a person. */
function HostAvatar({ name, photo }: { name: string | null; photo: string | null }) {
  const circle = {
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
    flexShrink: 0,
    borderRadius: '50%',
  } as const;
  if (photo)
    return (
      <Box
        component="img"
        src={photo}
        alt=""
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        loading="lazy"
        sx={{ ...circle, objectFit: 'cover', display: 'block' }}
      />
    );
  return (
    <Box
      aria-hidden
      sx={{
        ...circle,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: '1.9rem',
        fontWeight: 700,
      }}
    >
      {name ? name.trim().charAt(0).toUpperCase() : <HomeIcon name="person" sx={{ fontSize: '2.4rem' }} />}
    </Box>
  );
}

/**
 * 'Meet Your Host': the host's name and photo and how soon they reply, as the host set them (Settings), and the way to
 * the contact form further down. Server HTML only: a plain link, no handlers.
 */
export function HostCard({ site, houseName }: { site: PublicSiteSettings; houseName: string }) {
  return (
    <Box component="section" aria-labelledby="host-heading" data-testid="host-card">
      <Typography id="host-heading" variant="h2" component="h2" sx={{ mb: 2, fontSize: '1.35rem' }}>
        Meet Your Host
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2.5,
          p: 3,
          border: 1,
          borderColor: 'divider',
          borderRadius: 3,
          bgcolor: 'background.paper',
        }}
      >
        <HostAvatar name={site.hostName} photo={site.hostPhoto} />
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          {site.hostName && (
            <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.2rem' }} data-testid="host-name">
              {site.hostName}
            </Typography>
          )}
          <Typography component="p" color="text.secondary">
            Your host at {houseName}
          </Typography>
          <Typography
            component="p"
            sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1 }}
            data-testid="host-response-time"
          >
            <HomeIcon name="schedule" sx={{ color: 'primary.main', fontSize: '1.2rem' }} />
            Typically replies {replyWithin(site.responseTime)}
          </Typography>
        </Box>
        <Link href="#home-contact-heading" sx={{ fontWeight: 600 }}>
          Message the host
        </Link>
      </Box>
    </Box>
  );
}
