import { holdsServerHtml } from '@lakehouse/web-kit/server-html';
import { afterFirstPaint } from './after-first-paint';

// The root config is loaded asynchronously so Module Federation can initialise the shared scope first; and, when
// the server sent HTML, only once it is on screen. With none to show (every application's render failed), at once.
const serverHtml = Array.from(document.querySelectorAll('[id^="single-spa-application:"]')).some(holdsServerHtml);
void (serverHtml ? afterFirstPaint() : Promise.resolve()).then(() => import('./bootstrap'));

export {};
