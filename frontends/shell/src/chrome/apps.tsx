import { usePageEnvironment } from '@lakehouse/web-kit';
import { CssBaseline } from '@lakehouse/web-kit/mui';
import type { ComponentType } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import { NotFound } from './NotFound';
import { StickyCta } from './StickyCta';
import { Toaster } from './Toaster';

/**
 * MUI's CssBaseline renders on the server, which puts its rules in the page's head. A browser hydrating that page keeps
 * them as sent: emotion's `Global` would take their element out of the head and put it back, and the browser then
 * restyles the whole page (about 100 ms under a 4× slower CPU). A header the browser renders itself (its server
 * render failed) brings them.
 */
function HeaderWithBaseline() {
  const { serverRendered } = usePageEnvironment();
  const hydrating = serverRendered && typeof document !== 'undefined';
  return (
    <>
      {!hydrating && <CssBaseline />}
      <Header />
    </>
  );
}

function Overlays() {
  return (
    <>
      <StickyCta />
      <Toaster />
    </>
  );
}

/** The chrome's applications by their name in the layout (index.html), the same in the browser and on the server. */
export const CHROME_APPS = {
  'chrome-header': HeaderWithBaseline,
  'chrome-footer': Footer,
  'chrome-overlays': Overlays,
  'chrome-not-found': NotFound,
} satisfies Record<string, ComponentType>;
