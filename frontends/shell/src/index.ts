import { APPLICATION_SLOTS, holdsServerHtml } from '@lakehouse/web-kit/server-html';
import { afterFirstPaint } from './after-first-paint';
import { keepEarlyInput } from './early-input';
import { guestsFirstMove } from './guests-first-move';

// The root config is loaded asynchronously so Module Federation can initialise the shared scope first. A page whose
// main area the server rendered is whole as HTML: the site's code starts once it is on screen and the guest first
// moves on it, and what the guest does before it runs is kept. A main area the browser must fill starts it at once.
const mainSlots = Array.from(document.querySelectorAll(`#main-content ${APPLICATION_SLOTS}`));
const serverRendered = mainSlots.length > 0 && mainSlots.every(holdsServerHtml);
const running = (serverRendered ? Promise.all([afterFirstPaint(), guestsFirstMove()]) : Promise.resolve())
  .then(() => import('./bootstrap'))
  .then((bootstrap) => bootstrap.firstRoute);
if (serverRendered) keepEarlyInput(running);

export {};
