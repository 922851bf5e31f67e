import { CssBaseline } from '@lakehouse/web-kit/mui';
import type { ComponentType } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import { NotFound } from './NotFound';
import { StickyCta } from './StickyCta';
import { Toaster } from './Toaster';

function HeaderWithBaseline() {
  return (
    <>
      <CssBaseline />
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
