// Node only: a microfrontend's server entry renders its applications through this (never in a browser bundle).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { RenderApplication } from '@lakehouse/contracts';
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppProviders } from '../AppProviders.js';
import { IslandCollectorContext, islandPlaceholder, type CollectedIsland } from '../islands/island.js';
import { islandIdentifierPrefix } from '../islands/island-ids.js';
import { PageEnvironmentProvider } from '../page-environment.js';
import { createQueryClient } from '../query-client.js';
import { identifierPrefixOf } from '../server-html.js';

export type { RenderApplication } from '@lakehouse/contracts';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return html;
}

// React puts the resources it wants preloaded (an image with fetchPriority="high") before a fragment's content.
const leadingPreloads = /^(?:<link [^>]*>)+/;

/** One React render to HTML, its leading preloads apart; any error thrown while rendering rejects. */
async function renderHtml(
  element: ReactNode,
  identifierPrefix: string,
  signal: AbortSignal | undefined,
): Promise<{ head: string; html: string }> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(element, {
    identifierPrefix,
    // The whole HTML in order: no boundary outlined to a hidden element and moved in place by an inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal,
    onError: (error) => {
      failure ??= error;
    },
  });
  const rendered = await text(prelude);
  if (failure !== undefined)
    throw failure instanceof Error ? failure : new Error('The page failed to render', { cause: failure });
  if (signal?.aborted) throw signal.reason;
  const head = leadingPreloads.exec(rendered)?.[0] ?? '';
  return { head, html: rendered.slice(head.length) };
}

/**
 * Renders an App the way the browser will hydrate it: the same providers, the request's location in its
 * environment, a query client holding the API answers the page embeds, React's ids prefixed by the application's
 * name, and every lazy part resolved (prerender waits for all Suspense boundaries). The page's islands are rendered
 * after it, each as the root of its own the browser hydrates, into the places the page left them. Any error thrown
 * while rendering rejects, so the caller can send the slot empty and let the browser render it.
 */
export function applicationRenderer(App: ComponentType): RenderApplication {
  return async ({ appName, pathname, search, queries, today, origin, contactForm, signal }) => {
    // Per request: the cache records which rules this HTML used (emotion's `compat` mode, set by createEmotionServer).
    const cache = createCache({ key: 'css' });
    const emotionServer = createEmotionServer(cache);
    // Per request too (each server entry bundles its own TanStack Query, so every render hydrates its own client),
    // from the dehydrated answers the page embeds, which the browser's page client is filled from as well.
    const queryClient = createQueryClient(queries);
    const providers = (children: ReactNode) => (
      <CacheProvider value={cache}>
        <PageEnvironmentProvider
          value={{ today, origin, contactForm, location: { pathname, search }, serverRendered: true }}
        >
          <AppProviders queryClient={queryClient}>{children}</AppProviders>
        </PageEnvironmentProvider>
      </CacheProvider>
    );
    const islands: CollectedIsland[] = [];
    const collect = (island: Omit<CollectedIsland, 'key'>) => {
      const key = String(islands.length);
      islands.push({ ...island, key });
      return key;
    };
    const page = await renderHtml(
      <IslandCollectorContext value={collect}>{providers(<App />)}</IslandCollectorContext>,
      identifierPrefixOf(appName),
      signal,
    );
    let { head, html } = page;
    for (const { key, definition, props } of islands) {
      const Component = await definition.load();
      const island = await renderHtml(
        providers(<Component {...props} />),
        islandIdentifierPrefix(appName, key),
        signal,
      );
      head += island.head;
      html = html.replace(islandPlaceholder(key), () => island.html);
    }
    // Emotion's chunks: the class rules this HTML uses under the cache's key, each global style under `<key>-global`.
    const chunks = emotionServer.extractCriticalToChunks(html).styles;
    const rulesOf = (ids: string[]) =>
      ids.flatMap((id) => {
        const rules = cache.inserted[id];
        return typeof rules === 'string' ? [[id, rules] as const] : [];
      });
    return {
      html,
      head,
      styles: rulesOf(chunks.filter((chunk) => chunk.key === cache.key).flatMap((chunk) => chunk.ids)),
      // A Global with no rules (MUI renders some) needs no element: the browser's inserts nothing either.
      globalStyles: rulesOf(chunks.filter((chunk) => chunk.key !== cache.key).flatMap((chunk) => chunk.ids)).filter(
        ([, rules]) => rules !== '',
      ),
    };
  };
}
