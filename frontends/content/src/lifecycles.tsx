import { microfrontendLifecycles } from '@lakehouse/web-kit';
import { App } from './App';
import { CONTENT_ISLANDS } from './islands';

export const { bootstrap, mount, unmount } = microfrontendLifecycles(App, { islands: CONTENT_ISLANDS });
