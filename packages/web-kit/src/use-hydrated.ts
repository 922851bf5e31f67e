import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while rendering on the server and while hydrating its HTML, true from the first render after that. A form
 * rendered on the server answers nothing until hydrated: its controls stay disabled until then, so a guest's typing
 * is never lost to hydration and a click never submits the bare HTML form (which would put their details in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
