export interface HeldClick {
  /** Gives the held click back to its element, now that something handles it. */
  release(): void;
  /** Forgets it: the page is going away. */
  drop(): void;
}

/** The element itself, or for a part of an SVG icon the HTML element around it: only HTML elements can be clicked. */
export function nearestHtmlElement(element: Element): HTMLElement | undefined {
  let current: Element | null = element;
  while (current && !(current instanceof HTMLElement)) current = current.parentElement;
  return current ?? undefined;
}

/**
 * Holds the first click on an island whose React root does not exist yet (its code still downloading, or waiting to
 * be seen): with no root nothing would handle it, and the guest's press would be lost. Once the root exists, the
 * click goes back to the same element (hydration keeps the server's elements); React then hydrates that part at once
 * and delivers it. Should the code never arrive, the released click does what the plain HTML does (a link opens, a
 * form is sent). Later clicks before the release are dropped: the first one says what the guest wanted.
 */
export function holdFirstClick(island: HTMLElement): HeldClick {
  let held: HTMLElement | undefined;
  const hold = (event: MouseEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held && event.target instanceof Element) held = nearestHtmlElement(event.target);
  };
  island.addEventListener('click', hold, true);
  const stop = () => island.removeEventListener('click', hold, true);
  return {
    release() {
      stop();
      const target = held;
      held = undefined;
      if (target?.isConnected) target.click();
    },
    drop() {
      stop();
      held = undefined;
    },
  };
}
