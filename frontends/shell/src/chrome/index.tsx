// The site chrome: one React code base registered as several single-spa applications by the root config.
import { microfrontendLifecycles } from '@lakehouse/web-kit';
import { CHROME_APPS } from './apps';

const chromeApplication = (
  name: keyof typeof CHROME_APPS,
  options: Parameters<typeof microfrontendLifecycles>[1] = {},
) => microfrontendLifecycles(CHROME_APPS[name], { errorMessage: (error) => error.message, ...options });

export const header = chromeApplication('chrome-header');
// The footer is the same on every page and nothing in it needs a script: the server's HTML stays as it is.
export const footer = chromeApplication('chrome-footer', { islands: {} });
export const overlays = chromeApplication('chrome-overlays');
export const notFound = chromeApplication('chrome-not-found');
