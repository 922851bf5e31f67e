// The site chrome: one React code base registered as several single-spa applications by the root config.
import { microfrontendLifecycles } from '@lakehouse/web-kit';
import { CHROME_APPS } from './apps';

const chromeApplication = (name: keyof typeof CHROME_APPS) =>
  microfrontendLifecycles(CHROME_APPS[name], { errorMessage: (error) => error.message });

export const header = chromeApplication('chrome-header');
export const footer = chromeApplication('chrome-footer');
export const overlays = chromeApplication('chrome-overlays');
export const notFound = chromeApplication('chrome-not-found');
