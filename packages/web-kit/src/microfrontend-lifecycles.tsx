import type { ComponentType, ReactNode } from 'react';
import React, { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { AppProps, LifeCycles } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { AppProviders } from './AppProviders.js';
import { ErrorPanel } from './ErrorPanel.js';
import { browserEnvironment, PageEnvironmentProvider } from './page-environment.js';
import { pageQueryClient } from './query-client.js';
import { holdsServerHtml, identifierPrefixOf } from './server-html.js';

interface Options {
  /** What the error boundary shows; by default a sentence naming the error. */
  errorMessage?: (error: Error) => string;
}

const defaultErrorMessage = (error: Error) =>
  `This page could not be shown (${error.message}). Please refresh the page.`;

/**
 * The single-spa lifecycles every microfrontend (and each chrome application) exposes: its App inside the shared
 * providers, and an error boundary so a crash shows a readable panel in the app's area instead of a blank page.
 * Where the server rendered the app's slot, React hydrates that HTML (same ids, same data, same "today") instead
 * of rendering anew; an empty slot (a client-side navigation, or a server render that failed) is rendered. Every
 * application reads the API through the page's one query client.
 */
export function microfrontendLifecycles(
  App: ComponentType,
  { errorMessage = defaultErrorMessage }: Options = {},
): LifeCycles {
  let hydrating = false;
  let identifierPrefix = '';
  // single-spa-react calls these with the container only; the ids' prefix must match the server's render.
  const reactDomClient = {
    // Rendering and hydrating are transitions, so React works in slices with the browser free in between instead
    // of one long task: outside a transition, React 19 hydrates a root at a blocking priority, in one go. A click
    // on a part not hydrated yet still works: React hydrates that root at once, then delivers the event.
    createRoot: (container: Element) => {
      const root = createRoot(container, { identifierPrefix });
      return {
        render: (children: ReactNode) => startTransition(() => root.render(children)),
        unmount: () => root.unmount(),
      };
    },
    hydrateRoot: (container: Element, children: ReactNode) => {
      let root: Root | undefined;
      startTransition(() => {
        root = hydrateRoot(container, children, { identifierPrefix });
      });
      return root;
    },
  };
  function Root({ serverRendered }: { serverRendered?: boolean }) {
    return (
      <PageEnvironmentProvider value={browserEnvironment(serverRendered === true)}>
        <AppProviders queryClient={pageQueryClient()}>
          <App />
        </AppProviders>
      </PageEnvironmentProvider>
    );
  }
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: reactDomClient,
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    rootComponent: Root,
    errorBoundary: (error) => <ErrorPanel message={errorMessage(error)} />,
  });
  return {
    bootstrap: lifecycles.bootstrap,
    mount: (props: AppProps) => {
      hydrating = holdsServerHtml(document.getElementById(`single-spa-application:${props.name}`));
      identifierPrefix = identifierPrefixOf(props.name);
      return lifecycles.mount({ ...props, serverRendered: hydrating });
    },
    unmount: lifecycles.unmount,
  };
}
