import { useEffect, useRef, type RefObject } from 'react';
import { HYDRATED_ATTRIBUTE } from './server-html.js';

/**
 * Marks an element `data-hydrated` once it answers clicks: the browser tests wait for the mark before they check
 * what a control holds.
 * A DOM write after hydration, not state: changing a hook's value there would render the whole page again, at once,
 * in one long task.
 */
export function useHydratedMark<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  }, []);
  return ref;
}
