import { startTransition, useEffect, useState } from 'react';
import { usePageEnvironment } from './page-environment.js';

/**
 * False while rendering on the server and while hydrating its HTML, true soon after. A form rendered on the server
 * answers nothing until hydrated: its controls stay disabled until then, so a guest's typing is never lost to
 * hydration and a click never submits the bare HTML form (which would put their details in the URL).
 *
 * The switch to true is a transition, rendered in slices like the hydration itself (a store's change there would
 * render the component again at once, in one long task). A tree the browser renders from scratch starts at true.
 */
export function useHydrated(): boolean {
  const { serverRendered } = usePageEnvironment();
  const [hydrated, setHydrated] = useState(!serverRendered);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
