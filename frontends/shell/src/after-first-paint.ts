/** Past this, the site's code starts whether or not the browser has reported a paint. */
const LONGEST_WAIT_MS = 2000;

/**
 * Resolves once the browser has put the page on screen (its first contentful paint): the server's HTML is the page,
 * and fetching and running the site's code before it is on screen would only hold that paint back. At once in a tab
 * nobody sees, where nothing is painted; and never later than LONGEST_WAIT_MS, so no browser that leaves a paint
 * unreported keeps the site from starting.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, LONGEST_WAIT_MS);
    const painted = () => {
      clearTimeout(timer);
      resolve();
    };
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      // A frame callback runs just before that frame is drawn; a task queued from it runs after.
      requestAnimationFrame(() => setTimeout(painted, 0));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}
