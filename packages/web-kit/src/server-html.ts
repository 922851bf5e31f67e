/** The class of the loading state a slot shows while its application's code loads (the shell's layout loader). */
export const LOADING_CLASS = 'app-loading';

/** React's id prefix for an application's tree, the same on the server and in the browser (ids stay unique across apps). */
export const identifierPrefixOf = (appName: string) => `${appName}-`;

/** Every application's slot in the layout (single-spa-layout's element for it). */
export const APPLICATION_SLOTS = '[id^="single-spa-application:"]';

/** Whether an application's slot holds HTML the server rendered (not nothing, and not the loading state). */
export function holdsServerHtml(slot: Element | null): boolean {
  const first = slot?.firstElementChild;
  return first != null && !first.classList.contains(LOADING_CLASS);
}

/**
 * The mark of an element whose part of the page React has hydrated: it answers clicks and its fields hold their
 * state. Set on each island, and on a page or header hydrated whole (use-hydrated-mark.ts).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
