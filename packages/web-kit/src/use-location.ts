import { useSyncExternalStore } from 'react';
import { usePageEnvironment } from './page-environment.js';

// single-spa fires popstate after every pushState/replaceState, and its own routing event after re-routing.
function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

/** The current path, following every client-side navigation (the apps route on it; no router library). */
export function usePathname(): string {
  const { location } = usePageEnvironment();
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => location?.pathname ?? window.location.pathname,
  );
}

/** The current query string ('?expired=1', or ''), following every client-side navigation. */
export function useSearch(): string {
  const { location } = usePageEnvironment();
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => location?.search ?? window.location.search,
  );
}
