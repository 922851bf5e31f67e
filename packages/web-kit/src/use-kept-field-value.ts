import { useEffectEvent, useLayoutEffect, useRef, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Keeps what a guest typed or chose in a field of the server's HTML before its code hydrated. Hydration leaves the
 * element as the guest left it, but the component's state still holds the value the server rendered, which its next
 * render would write back over the guest's. So once the field has hydrated, the element's current value, when it
 * differs from `rendered`, is given to `keep` (the state's setter), before the browser paints. Put the returned ref
 * on the field's element (an input, select or textarea).
 */
export function useKeptFieldValue<E extends Field>(
  rendered: string,
  keep: (value: string) => void,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  const adopt = useEffectEvent(() => {
    const value = ref.current?.value;
    if (value !== undefined && value !== rendered) keep(value);
  });
  // Once, when the field hydrates (or first renders, where the element holds what was rendered).
  useLayoutEffect(() => adopt(), []);
  return ref;
}
