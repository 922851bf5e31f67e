/** Past this, the site's code starts even on a page whose main thread never falls idle. */
const LONGEST_WAIT_MS = 1000;

/** Resolves when the browser is next idle (its idle callback), or after LONGEST_WAIT_MS where it has none. */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: LONGEST_WAIT_MS });
    else setTimeout(resolve, 0);
  });
}
