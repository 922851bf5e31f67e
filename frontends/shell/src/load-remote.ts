import type { LifeCycles } from 'single-spa';
import { runSharedKit } from './shared-kit';

/** A Module Federation container (a microfrontend's remoteEntry.js, exposed as a global of its name). */
interface Container {
  init(shareScope: unknown): void | Promise<void>;
  get(module: string): Promise<() => unknown>;
}

const containers = new Map<string, Promise<Container>>();

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not download ${url}`));
    document.head.append(script);
  });
}

/** Downloads and initialises a microfrontend's container once, sharing the shell's modules with it. */
function container(name: string): Promise<Container> {
  let loading = containers.get(name);
  if (!loading) {
    loading = (async () => {
      const url = MICROFRONTEND_ENTRY_URLS[name];
      if (!url) throw new Error(`No microfrontend is called ${name}`);
      await Promise.all([__webpack_init_sharing__('default'), loadScript(url)]);
      const loaded = (window as unknown as Record<string, Container | undefined>)[name];
      if (!loaded) throw new Error(`${url} did not define the container ${name}`);
      await loaded.init(__webpack_share_scopes__.default);
      return loaded;
    })();
    // A failed download may be retried on the next visit of the route.
    loading.catch(() => containers.delete(name));
    containers.set(name, loading);
  }
  return loading;
}

/**
 * A microfrontend's single-spa lifecycles (its exposed './lifecycles'), fetched when its route is first shown. Its
 * container downloads meanwhile, but its code is asked for only once the shared code it builds on has run, so its
 * own task holds its own modules alone.
 */
export async function loadMicrofrontend(name: string): Promise<LifeCycles> {
  const [loaded] = await Promise.all([container(name), runSharedKit()]);
  const factory = await loaded.get('./lifecycles');
  return factory() as LifeCycles;
}
