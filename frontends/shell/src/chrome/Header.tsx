import { handleLinkClick, useHydratedMark, usePathname } from '@lakehouse/web-kit';
import {
  AppBar,
  Box,
  Button,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  SvgIcon,
  Toolbar,
} from '@lakehouse/web-kit/mui';
import { useEffect, useRef } from 'react';
import { NAV_LINKS, isCurrentLink } from './links';
import { Logo } from './Logo';

const MenuIcon = () => (
  <SvgIcon>
    <path d="M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z" />
  </SvgIcon>
);

/**
 * The phone menu: a <details> disclosure, so it opens and closes without JavaScript too; with it, a link, Escape or a
 * click elsewhere also closes it. Its panel is fixed inside the screen: closed, it takes no room and shifts nothing.
 */
function closeMenu(menu: HTMLDetailsElement | null) {
  if (menu?.open) menu.open = false;
}

function MobileMenu({ pathname }: { pathname: string }) {
  const menu = useRef<HTMLDetailsElement>(null);
  // The element alone says whether it is open: the browser opens it before React could hear of it, so a state that
  // followed it would miss an Escape pressed in between.
  useEffect(() => {
    const close = () => closeMenu(menu.current);
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && close();
    const closeOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, []);

  return (
    <Box component="details" ref={menu} sx={{ display: { xs: 'block', md: 'none' } }}>
      <Box
        component="summary"
        aria-label="Open menu"
        sx={{
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          display: 'inline-flex',
          p: 1,
          mr: -1,
          borderRadius: '50%',
          cursor: 'pointer',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <MenuIcon />
      </Box>
      <Paper
        component="nav"
        aria-label="Mobile"
        elevation={8}
        square
        sx={{
          position: 'fixed',
          top: { xs: 56, sm: 64 },
          right: 0,
          width: 260,
          maxWidth: '100vw',
          maxHeight: { xs: 'calc(100vh - 56px)', sm: 'calc(100vh - 64px)' },
          overflowY: 'auto',
          zIndex: 'modal',
        }}
      >
        <List>
          {NAV_LINKS.map((link) => {
            const current = isCurrentLink(link.href, pathname);
            return (
              <ListItem key={link.href} disablePadding>
                <ListItemButton
                  component="a"
                  href={link.href}
                  selected={current}
                  aria-current={current ? 'page' : undefined}
                  onClick={(e) => {
                    handleLinkClick(e, link.href);
                    closeMenu(menu.current);
                  }}
                >
                  <ListItemText primary={link.label} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Paper>
    </Box>
  );
}

export function Header() {
  const pathname = usePathname();
  const hydratedMark = useHydratedMark<HTMLElement>();

  return (
    <AppBar ref={hydratedMark} position="sticky" color="inherit" elevation={1} sx={{ bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: 2, maxWidth: 1200, width: '100%', mx: 'auto' }}>
        <Logo />
        <Box sx={{ flexGrow: 1 }} />
        {/* Both are in the HTML (the server cannot know the width); CSS shows the one for this width. */}
        <MobileMenu pathname={pathname} />
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
      <noscript>
        <Box component="p" sx={{ m: 0, px: 2, py: 1, bgcolor: 'warning.light', textAlign: 'center' }}>
          JavaScript is off: the pages, the menu, their sections and the contact form work, but the booking form needs
          it. Turn it on to book, or ask us through the Contact page.
        </Box>
      </noscript>
    </AppBar>
  );
}
