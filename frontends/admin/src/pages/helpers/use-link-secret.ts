import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/**
 * The secret of an invite or sign-in link: what follows `#`, which the browser never sends to a server (null where
 * there is no browser to read it from).
 */
export function useLinkSecret(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => window.location.hash.slice(1),
    () => null,
  );
}
