import { CacheProvider } from '@emotion/react';
import type { ComponentType, ReactNode } from 'react';
import React, { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { AppProps, LifeCycles } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { AppProviders } from './AppProviders.js';
import { browserStyleCache } from './browser-style-cache.js';
import { ErrorPanel } from './ErrorPanel.js';
import { hydrateIslands, type IslandsOfPage } from './islands/hydrate-islands.js';
import type { IslandDefinition } from './islands/island.js';
import { browserEnvironment, PageEnvironmentProvider } from './page-environment.js';
import { pageQueryClient } from './query-client.js';
import { HYDRATED_ATTRIBUTE, holdsServerHtml, identifierPrefixOf } from './server-html.js';

interface Options {
  /** What the error boundary shows; by default a sentence naming the error. */
  errorMessage?: (error: Error) => string;
  /**
   * The application's islands by name. With them, a slot the server rendered is not hydrated whole: only its
   * islands are, and the rest stays server HTML (a slot without islands runs no script at all). Without them, the
   * whole slot is hydrated.
   */
  islands?: Readonly<Record<string, IslandDefinition<object>>>;
}

const defaultErrorMessage = (error: Error) =>
  `This page could not be shown (${error.message}). Please refresh the page.`;

/**
 * The single-spa lifecycles every microfrontend (and each chrome application) exposes: its App inside the shared
 * providers, and an error boundary so a crash shows a readable panel in the app's area instead of a blank page.
 * Where the server rendered the app's slot, React hydrates that HTML (same ids, same data, same "today") instead
 * of rendering anew, whole or only its islands; an empty slot (a client-side navigation, or a server render that
 * failed) is rendered. Every application reads the API through the page's one query client.
 */
export function microfrontendLifecycles(
  App: ComponentType,
  { errorMessage = defaultErrorMessage, islands }: Options = {},
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
  const providers = (serverRendered: boolean, children: ReactNode) => (
    <CacheProvider value={browserStyleCache()}>
      <PageEnvironmentProvider value={browserEnvironment(serverRendered)}>
        <AppProviders queryClient={pageQueryClient()}>{children}</AppProviders>
      </PageEnvironmentProvider>
    </CacheProvider>
  );
  function Root({ serverRendered }: { serverRendered?: boolean }) {
    return providers(serverRendered === true, <App />);
  }
  const whole = singleSpaReact({
    React,
    ReactDOMClient: reactDomClient,
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    rootComponent: Root,
    errorBoundary: (error) => <ErrorPanel message={errorMessage(error)} />,
  });
  const mountWhole = (props: AppProps, slot: HTMLElement | null) => {
    hydrating = holdsServerHtml(slot);
    identifierPrefix = identifierPrefixOf(props.name);
    return whole.mount({ ...props, serverRendered: hydrating });
  };

  // The islands of the page the server rendered, while it is shown; undefined once the app renders whole.
  let shown: { islands: IslandsOfPage; slot: HTMLElement; stopFollowing: () => void } | undefined;
  const leaveIslands = () => {
    if (!shown) return;
    shown.stopFollowing();
    shown.islands.unmount();
    shown.slot.replaceChildren();
    shown = undefined;
  };

  return {
    bootstrap: whole.bootstrap,
    mount: (props: AppProps) => {
      const slot = document.getElementById(`single-spa-application:${props.name}`);
      if (!islands || !slot || !holdsServerHtml(slot)) return mountWhole(props, slot);
      const page = hydrateIslands(slot, props.name, islands, (children) => providers(true, children), errorMessage);
      void page.hydrated.then(
        () => slot.firstElementChild?.setAttribute(HYDRATED_ATTRIBUTE, 'true'),
        (error: unknown) => console.error(error),
      );
      // A client-side navigation to another of the app's pages renders the app whole, in place of the server's page.
      const servedPath = window.location.pathname;
      const follow = (event: Event) => {
        if (!shown || window.location.pathname === servedPath) return;
        // Each routing event names the URL single-spa routed to. One for an earlier URL (a link followed while this
        // page was still mounting) is followed by the event for the URL now shown, by which this app may have been
        // unmounted: rendering it whole now would leave single-spa waiting on an unmount that never finishes.
        const routedTo = (event as CustomEvent<{ newUrl?: string } | undefined>).detail?.newUrl;
        if (routedTo !== undefined && new URL(routedTo).pathname !== window.location.pathname) return;
        leaveIslands();
        void mountWhole(props, slot);
      };
      window.addEventListener('single-spa:routing-event', follow);
      shown = {
        islands: page,
        slot,
        stopFollowing: () => window.removeEventListener('single-spa:routing-event', follow),
      };
      return Promise.resolve();
    },
    unmount: (props: AppProps) => {
      if (!shown) return whole.unmount(props);
      leaveIslands();
      return Promise.resolve();
    },
  };
}
