import { handleLinkClick, useHydratedMark, usePathname } from '@lakehouse/web-kit';
import {
  AppBar,
  Box,
  Button,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  SvgIcon,
  Toolbar,
} from '@lakehouse/web-kit/mui';
import { useState } from 'react';
import { NAV_LINKS, isCurrentLink } from './links';
import { Logo } from './Logo';
import { useIsMobile } from './useIsMobile';

const MenuIcon = () => (
  <SvgIcon>
    <path d="M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z" />
  </SvgIcon>
);

export function Header() {
  const isMobile = useIsMobile();
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const hydratedMark = useHydratedMark<HTMLElement>();

  return (
    <AppBar ref={hydratedMark} position="sticky" color="inherit" elevation={1} sx={{ bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: 2, maxWidth: 1200, width: '100%', mx: 'auto' }}>
        <Logo />
        <Box sx={{ flexGrow: 1 }} />
        {/* Both are in the HTML (the server cannot know the width); CSS shows the one for this width. */}
        <IconButton
          edge="end"
          aria-label="Open menu"
          aria-controls="mobile-menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
          {NAV_LINKS.map((link) => {
            const current = isCurrentLink(link.href, pathname);
            return (
              <Button
                key={link.href}
                href={link.href}
                onClick={(e) => handleLinkClick(e, link.href)}
                color={current ? 'primary' : 'inherit'}
                aria-current={current ? 'page' : undefined}
                sx={{ fontWeight: current ? 700 : 500 }}
              >
                {link.label}
              </Button>
            );
          })}
        </Box>
      </Toolbar>
      <Drawer id="mobile-menu" anchor="right" open={isMobile && menuOpen} onClose={() => setMenuOpen(false)}>
        <Box component="nav" aria-label="Mobile" sx={{ width: 260, pt: 2 }}>
          <List>
            {NAV_LINKS.map((link) => {
              const current = isCurrentLink(link.href, pathname);
              return (
                <ListItemButton
                  key={link.href}
                  component="a"
                  href={link.href}
                  selected={current}
                  aria-current={current ? 'page' : undefined}
                  onClick={(e) => {
                    handleLinkClick(e, link.href);
                    setMenuOpen(false);
                  }}
                >
                  <ListItemText primary={link.label} />
                </ListItemButton>
              );
            })}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
