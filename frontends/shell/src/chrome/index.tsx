// The site chrome: one React code base registered as several single-spa applications by the root config.
import { AppProviders, ErrorPanel } from '@lakehouse/web-kit';
import { CssBaseline } from '@lakehouse/web-kit/mui';
import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { Footer } from './Footer';
import { Header } from './Header';
import { NotFound } from './NotFound';
import { StickyCta } from './StickyCta';
import { Toaster } from './Toaster';

function chromeApplication(Component: ComponentType) {
  const Root = () => (
    <AppProviders>
      <Component />
    </AppProviders>
  );
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (error) => <ErrorPanel message={error.message} />,
  });
}

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

export const header = chromeApplication(HeaderWithBaseline);
export const footer = chromeApplication(Footer);
export const overlays = chromeApplication(Overlays);
export const notFound = chromeApplication(NotFound);
