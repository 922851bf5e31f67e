import { handleLinkClick, useImageFailedEarly, useSiteName, useSiteSettings } from '@lakehouse/web-kit';
import { Box, Typography } from '@lakehouse/web-kit/mui';
import { useRef, useState } from 'react';

/** The host's logo (a file in the photos folder's branding/, a setting), or the site's name as text when there is none or it cannot be loaded. */
export function Logo() {
  const logo = useSiteSettings()?.logo;
  const siteName = useSiteName();
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useImageFailedEarly(image, () => setFailed(true));
  return (
    <Box
      component="a"
      href="/"
      onClick={(e) => handleLinkClick(e, '/')}
      aria-label={`${siteName}, home`}
      sx={{ display: 'flex', alignItems: 'center', color: 'primary.dark', textDecoration: 'none', minHeight: 40 }}
    >
      {failed || !logo ? (
        <Typography
          component="span"
          data-testid="logo-text"
          sx={{ fontWeight: 800, fontSize: '1.2rem', letterSpacing: 0.2 }}
        >
          {siteName}
        </Typography>
      ) : (
        <img
          ref={image}
          src={logo}
          alt={siteName}
          height={40}
          onError={() => setFailed(true)}
          style={{ display: 'block' }}
        />
      )}
    </Box>
  );
}
