import type { MouseEvent } from 'react';

/**
 * Client-side navigation that every router on the page hears: single-spa patches history.pushState and
 * fires a popstate event, so the root config re-routes and each app's page follows (use-location.ts).
 */
export function navigate(href: string): void {
  if (href === window.location.pathname + window.location.search + window.location.hash) return;
  window.history.pushState(null, '', href);
}

/** onClick for a plain <a href>: keeps new-tab/modifier clicks native, navigates client-side otherwise. */
export function handleLinkClick(event: MouseEvent<HTMLElement>, href: string): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  if (!href.startsWith('/')) return;
  event.preventDefault();
  navigate(href);
}
