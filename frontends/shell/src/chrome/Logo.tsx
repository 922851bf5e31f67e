import { handleLinkClick, SITE_NAME, useImageFailedEarly } from '@lakehouse/web-kit';
import { Box, Typography } from '@lakehouse/web-kit/mui';
import { useRef, useState } from 'react';
import { LOGO_SRC } from './links';

/** The logo image, or the site's name as text when the image cannot be loaded. */
export function Logo() {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useImageFailedEarly(image, () => setFailed(true));
  return (
    <Box
      component="a"
      href="/"
      onClick={(e) => handleLinkClick(e, '/')}
      aria-label={`${SITE_NAME}, home`}
      sx={{ display: 'flex', alignItems: 'center', color: 'primary.dark', textDecoration: 'none', minHeight: 40 }}
    >
      {failed ? (
        <Typography component="span" data-testid="logo-text" sx={{ fontWeight: 800, fontSize: '1.2rem', letterSpacing: 0.2 }}>
          {SITE_NAME}
        </Typography>
      ) : (
        <img ref={image} src={LOGO_SRC} alt={SITE_NAME} height={40} onError={() => setFailed(true)} style={{ display: 'block' }} />
      )}
    </Box>
  );
}
