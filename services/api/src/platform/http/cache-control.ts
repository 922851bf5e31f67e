/**
 * The `Cache-Control` of an answer anyone may be given (the house, its rates, its calendar, a rendered public page):
 * browsers revalidate it on every use (its ETag makes that a 304), and a shared cache (nginx in the full stack) may
 * keep it for a second, so a burst of visitors costs the API one answer. A write is seen at once by whoever made
 * it (nginx never answers a request with a cookie from its cache) and by everyone else within that second.
 */
export const PUBLIC_SHARED_BRIEFLY = 'public, max-age=0, s-maxage=1';

/** An answer that is public but must not be kept by a shared cache: a page left partly to the browser. */
export const PUBLIC_REVALIDATE = 'no-cache';

/** A page rendered for one browser (what its form post came to, with what the guest typed): kept by no cache. */
export const PERSONAL = 'no-store';
