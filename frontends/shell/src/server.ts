// The shell's server entry (its own webpack build for Node, frontends/shell/dist-server): the chrome rendered
// from the same components the browser hydrates, and each route's title and description.
import { applicationRenderer, type RenderApplication } from '@lakehouse/web-kit/server';
import { CHROME_APPS } from './chrome/apps';

// chrome-overlays (the fixed call-to-action bar, whose variant depends on the screen width, and the toasts) is left
// to the browser.
export const applications: Record<string, RenderApplication> = {
  'chrome-header': applicationRenderer(CHROME_APPS['chrome-header']),
  'chrome-footer': applicationRenderer(CHROME_APPS['chrome-footer']),
  'chrome-not-found': applicationRenderer(CHROME_APPS['chrome-not-found']),
};

export { isKnownPath, normalisedPath, PUBLIC_PATHS, routeMeta } from './route-meta';
