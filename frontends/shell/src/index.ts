// The modules alone: the kit itself runs later.
import { whenIdle } from '@lakehouse/web-kit/scheduling';
import { APPLICATION_SLOTS, holdsServerHtml } from '@lakehouse/web-kit/server-html';
import { afterFirstPaint } from './after-first-paint';

// The root config is loaded asynchronously so Module Federation can initialise the shared scope first. A page whose
// main area the server rendered is whole as HTML: the site's code starts once that page is on screen and the browser
// is idle, so it never holds back the first paint, and has hydrated by the time a guest reaches for a control. Each
// control keeps what the guest did to it meanwhile (web-kit's useKeptFieldValue). A main area the browser must fill
// starts the code at once.
const mainSlots = Array.from(document.querySelectorAll(`#main-content ${APPLICATION_SLOTS}`));
const serverRendered = mainSlots.length > 0 && mainSlots.every(holdsServerHtml);
void (serverRendered ? afterFirstPaint().then(whenIdle) : Promise.resolve()).then(() => import('./bootstrap'));

export {};
