// The single-spa root config: framework-free. It reads the layout in index.html, registers the chrome
// (one React code base, several applications) and the three microfrontends, and starts routing.
import { registerApplication, start, type LifeCycles, type ParcelConfig } from 'single-spa';
import { constructApplications, constructLayoutEngine, constructRoutes } from 'single-spa-layout';
// The module alone: this file runs before anything renders, and the whole kit (React DOM, MUI) need not run with it.
import { holdsServerHtml, LOADING_CLASS } from '@lakehouse/web-kit/server-html';
import { loadErrorLifecycles } from './load-error';
import { loadMicrofrontend } from './load-remote';
import { applyRouteMeta } from './route-meta';
import { runSharedKit } from './shared-kit';

// The chrome is one React code base for several applications: its module is loaded once, after the shared kit.
let chromeModule: Promise<typeof import('./chrome')> | undefined;
const chrome = () => (chromeModule ??= runSharedKit().then(() => import('./chrome')));

const loaders: Record<string, () => Promise<LifeCycles>> = {
  'chrome-header': () => chrome().then((m) => m.header),
  'chrome-footer': () => chrome().then((m) => m.footer),
  'chrome-overlays': () => chrome().then((m) => m.overlays),
  'chrome-not-found': () => chrome().then((m) => m.notFound),
  content: () => loadMicrofrontend('content'),
  booking: () => loadMicrofrontend('booking'),
  admin: () => loadMicrofrontend('admin'),
};

function loadApp(name: string): Promise<LifeCycles> {
  const load = loaders[name];
  if (!load) return Promise.resolve(loadErrorLifecycles(name, new Error(`No loader for application ${name}`)));
  return load().catch((error: unknown) => loadErrorLifecycles(name, error));
}

const template = document.querySelector<HTMLTemplateElement>('#single-spa-layout');
if (!template) throw new Error('index.html has no #single-spa-layout template');

/**
 * The page's loading state while its microfrontend's code downloads. single-spa-layout's string loaders replace the
 * slot's content: this one leaves HTML the server rendered in place (it is hydrated) and fills only an empty slot.
 */
function pageLoader(): ParcelConfig<{ domElement: HTMLElement }> {
  let placed = false;
  return {
    bootstrap: () => Promise.resolve(),
    mount: ({ domElement }) => {
      placed = !holdsServerHtml(domElement);
      if (placed) domElement.innerHTML = `<div class="${LOADING_CLASS}" role="status">Loading…</div>`;
      return Promise.resolve();
    },
    unmount: ({ domElement }) => {
      if (placed) domElement.innerHTML = '';
      return Promise.resolve();
    },
  };
}

const routes = constructRoutes(template, {
  loaders: { page: pageLoader() },
  props: {},
});
const applications = constructApplications({ routes, loadApp: ({ name }) => loadApp(name) });
const layoutEngine = constructLayoutEngine({ routes, applications });

applications.forEach((application) => registerApplication(application));

// Scroll to the top whenever the path changes (not on hash-only or query-only changes).
// The route's <title> and meta description follow the path too.
let lastPathname = window.location.pathname;
applyRouteMeta(lastPathname);
window.addEventListener('single-spa:before-routing-event', () => applyRouteMeta(window.location.pathname));
window.addEventListener('single-spa:routing-event', () => {
  if (window.location.pathname === lastPathname) return;
  lastPathname = window.location.pathname;
  window.scrollTo(0, 0);
});

layoutEngine.activate();
start({ urlRerouteOnly: true });
