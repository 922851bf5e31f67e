/**
 * What shows a guest is at the page to use it: a pointer moved or pressed, a touch, a wheel, a scroll, a key, a
 * focus. A page the server rendered is whole without the site's code (links, the menu, the sections and the contact
 * form work as HTML), so that code is needed only for what the guest is about to do.
 */
const FIRST_MOVES = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin'] as const;

/** Resolves at the guest's first move on the page. */
export function guestsFirstMove(): Promise<void> {
  return new Promise((resolve) => {
    const moved = () => {
      FIRST_MOVES.forEach((type) => window.removeEventListener(type, moved, true));
      resolve();
    };
    FIRST_MOVES.forEach((type) => window.addEventListener(type, moved, { capture: true, passive: true }));
  });
}
