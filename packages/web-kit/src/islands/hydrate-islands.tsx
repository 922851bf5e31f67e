import { Component, startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ErrorPanel } from '../ErrorPanel.js';
import { ISLAND_ATTRIBUTE, ISLAND_KEY_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandDefinition } from './island.js';
import { islandIdentifierPrefix } from './island-ids.js';
import { nextTask, whenIdle } from '../scheduling.js';
import { HYDRATED_ATTRIBUTE } from '../server-html.js';

/** How far below the screen an island that waits to be seen starts loading, so it is there when it scrolls in. */
const VISIBLE_MARGIN = '400px 0px';

/** What a guest does to an island not hydrated yet that makes it hydrate at once (a press comes before its click). */
const TOUCHES = ['pointerdown', 'focusin', 'keydown'] as const;

class IslandErrorBoundary extends Component<{ message: (error: Error) => string; children: ReactNode }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <ErrorPanel message={this.props.message(this.state.error)} /> : this.props.children;
  }
}

function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

export interface IslandsOfPage {
  /** Resolves once the islands in view have hydrated (those below the fold hydrate later, each marked when done). */
  hydrated: Promise<void>;
  unmount(): void;
}

/**
 * Hydrates the islands the server rendered in an application's slot, each as a React root of its own inside
 * `wrap` (the application's providers), and nothing else: the page around them stays the server's HTML. The islands
 * hydrate one at a time, each in a task of its own, so the browser answers input between them; React hydrates at
 * once a root the guest clicks while it hydrates, and delivers the click. An island waiting to be seen hydrates when
 * it nears the screen or when the guest presses, focuses or types in it; one marked `idle` also once the islands in
 * view have hydrated, at the browser's next idle moment. What the guest did to a control before its island hydrated stays
 * in the element, and the island reads it when it hydrates (useKeptFieldValue).
 */
export function hydrateIslands(
  slot: Element,
  appName: string,
  islands: Readonly<Record<string, IslandDefinition<object>>>,
  wrap: (children: ReactNode) => ReactNode,
  errorMessage: (error: Error) => string,
): IslandsOfPage {
  const roots: Root[] = [];
  const cleanups: (() => void)[] = [];
  let unmounted = false;
  // The island hydrating now: the next one starts once it is done and the browser has had a task to itself.
  let turn = Promise.resolve();
  const outermost = [...slot.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].filter(
    (element) => element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`) == null,
  );
  // A touched island goes ahead of the others: its root must exist before the click that follows the press.
  const hydrate = async (element: HTMLElement, definition: IslandDefinition<object>, touched = false) => {
    const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
    // Without its code the island stays plain HTML.
    const IslandComponent = await definition.load();
    const mine = (touched ? Promise.resolve() : turn).then(async () => {
      if (unmounted) return;
      await new Promise<void>((resolve) => {
        startTransition(() => {
          roots.push(
            hydrateRoot(
              element,
              wrap(
                <Hydrated onHydrated={resolve}>
                  <IslandErrorBoundary message={errorMessage}>
                    <IslandComponent {...props} />
                  </IslandErrorBoundary>
                </Hydrated>,
              ),
              { identifierPrefix: islandIdentifierPrefix(appName, element.getAttribute(ISLAND_KEY_ATTRIBUTE) ?? '') },
            ),
          );
        });
      });
      element.setAttribute(HYDRATED_ATTRIBUTE, 'true');
      await nextTask();
    });
    turn = mine.catch(() => undefined);
    return mine;
  };
  // The islands to hydrate at idle moments that are not near the screen yet, in the page's order.
  const later: { start: () => void; hydrated: Promise<void> }[] = [];
  // The page answers clicks once the islands in view have hydrated: those hydrating at load, and those waiting to
  // be seen that are in view (or near it) from the start.
  const inView = outermost.map(async (element) => {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    const definition = islands[name];
    if (!definition) throw new Error(`The page has an island named ${name}, which the application does not define`);
    if (definition.hydration === 'load') return hydrate(element, definition);
    const { nearAtFirst, touchedOrNear, start } = whenTouchedOrNear(element, cleanups);
    const hydrated = touchedOrNear.then((how) => hydrate(element, definition, how === 'touched'));
    if (await nearAtFirst) await hydrated;
    else if (definition.hydration === 'idle') later.push({ start, hydrated: hydrated.catch(() => undefined) });
  });
  const hydrated = Promise.all(inView).then(() => undefined);
  // Then the `idle` islands further down, each at the browser's next idle moment, so that a guest who scrolls to one
  // finds it answering; one that nears the screen or is touched first hydrates then. (A failure above is the lifecycles' to
  // report.)
  void hydrated
    .catch(() => undefined)
    .then(async () => {
      for (const island of later) {
        await whenIdle();
        if (unmounted) return;
        island.start();
        await island.hydrated;
      }
    });
  return {
    hydrated,
    unmount() {
      unmounted = true;
      cleanups.forEach((cleanup) => cleanup());
      roots.forEach((root) => root.unmount());
    },
  };
}

/**
 * When the island's element comes near the screen or the guest first touches it, or `start` is called; and whether it
 * was near the screen from the start (the observer's first report).
 */
function whenTouchedOrNear(
  element: HTMLElement,
  cleanups: (() => void)[],
): { nearAtFirst: Promise<boolean>; touchedOrNear: Promise<'touched' | 'near'>; start: () => void } {
  let reportFirst: (near: boolean) => void = () => undefined;
  let start: () => void = () => undefined;
  const nearAtFirst = new Promise<boolean>((resolve) => (reportFirst = resolve));
  const touchedOrNear = new Promise<'touched' | 'near'>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.some((entry) => entry.isIntersecting);
        reportFirst(near);
        if (near) done('near');
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(element);
    const touch = () => done('touched');
    const stop = () => {
      observer.disconnect();
      TOUCHES.forEach((type) => element.removeEventListener(type, touch, true));
    };
    function done(how: 'touched' | 'near') {
      stop();
      reportFirst(true);
      resolve(how);
    }
    TOUCHES.forEach((type) => element.addEventListener(type, touch, true));
    cleanups.push(stop);
    start = () => done('near');
  });
  return { nearAtFirst, touchedOrNear, start };
}
