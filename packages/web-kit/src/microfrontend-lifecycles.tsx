import type { ComponentType } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AppProviders } from './AppProviders.js';
import { ErrorPanel } from './ErrorPanel.js';

/**
 * The single-spa lifecycles every microfrontend exposes: its App inside the shared providers, and an error
 * boundary so a crash shows a readable panel in the app's area instead of a blank page.
 */
export function microfrontendLifecycles(App: ComponentType) {
  function Root() {
    return (
      <AppProviders>
        <App />
      </AppProviders>
    );
  }
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (error) => <ErrorPanel message={`This page could not be shown (${error.message}). Please refresh the page.`} />,
  });
}
