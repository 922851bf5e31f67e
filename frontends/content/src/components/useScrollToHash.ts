import { useEffect } from 'react';

/**
 * Scrolls to the element named by the URL's hash once the page has rendered (the browser's own anchor jump
 * happens before a microfrontend mounts, and the shell scrolls to the top on a path change). Retries briefly
 * so it lands after the shell's scroll.
 */
export function useScrollToHash() {
  useEffect(() => {
    const timers: number[] = [];
    const scroll = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id) return;
      const element = document.getElementById(id);
      if (element) element.scrollIntoView({ block: 'start' });
    };
    const schedule = () => {
      for (const delay of [0, 150, 500]) timers.push(window.setTimeout(scroll, delay));
    };
    schedule();
    window.addEventListener('hashchange', schedule);
    return () => {
      window.removeEventListener('hashchange', schedule);
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, []);
}
