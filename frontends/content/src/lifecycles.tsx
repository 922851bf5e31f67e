import { microfrontendLifecycles } from '@lakehouse/web-kit';
import { App } from './App';

export const { bootstrap, mount, unmount } = microfrontendLifecycles(App);
