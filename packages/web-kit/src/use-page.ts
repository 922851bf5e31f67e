import { usePathname } from './use-location.js';

/**
 * A microfrontend's routing: its page for the current path (a trailing slash is ignored), or undefined on a path
 * it does not own. The shell's layout already decides which app a path belongs to, so no router library is needed.
 * The pages are elements made once (`<HomePage />`), not components picked during render, which React would
 * remount on every render.
 */
export function usePage<Page>(pages: Readonly<Record<string, Page>>): Page | undefined {
  const pathname = usePathname();
  return pages[pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname];
}
