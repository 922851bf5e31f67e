import type { LifeCycles } from 'single-spa';

const MESSAGES: Record<string, string> = {
  content: 'This page',
  booking: 'The booking pages',
  admin: 'The admin area',
};

/**
 * Stand-in lifecycles for an application whose code could not be downloaded (a remote that is down, a
 * network error): its area shows a readable message instead of staying blank.
 */
export function loadErrorLifecycles(name: string, error: unknown): LifeCycles {
  console.error(`[shell] could not load application "${name}"`, error);
  let panel: HTMLElement | undefined;
  return {
    bootstrap: () => Promise.resolve(),
    mount: (props) => {
      const host =
        (props as { domElement?: HTMLElement }).domElement ??
        document.getElementById(`single-spa-application:${name}`) ??
        document.body;
      panel = document.createElement('div');
      panel.setAttribute('role', 'alert');
      panel.className = 'app-load-error';
      const title = document.createElement('h1');
      title.textContent = 'Something went wrong';
      const text = document.createElement('p');
      text.textContent = `${MESSAGES[name] ?? 'This part of the site'} could not be loaded. Please check your connection and refresh the page.`;
      panel.append(title, text);
      host.append(panel);
      return Promise.resolve();
    },
    unmount: () => {
      panel?.remove();
      panel = undefined;
      return Promise.resolve();
    },
  };
}
