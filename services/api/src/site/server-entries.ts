import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RenderApplication, ServerEntry, ShellServerEntry } from '@lakehouse/contracts';

const require = createRequire(import.meta.url);

/** The microfrontends with a server entry; the admin's pages depend on the session and render in the browser. */
const RENDERED_REMOTES = ['content', 'booking'];

/** What the API renders pages with: the shell's built layout and each app's server entry. */
export interface ServerEntries {
  /** The shell's built index.html: the layout template, with the browser's script tags. */
  layoutHtml: string;
  shell: ShellServerEntry;
  /** Every application a server entry renders, by its name in the layout. */
  applications: ReadonlyMap<string, RenderApplication>;
}

const serverEntryOf = (webRoot: string, app: string) => path.join(webRoot, app, 'dist-server', 'server.cjs');

/** Loads the built server entries, or undefined while the frontends are not built. */
export function loadServerEntries(webRoot: string): ServerEntries | undefined {
  const layout = path.join(webRoot, 'shell', 'dist', 'index.html');
  const files = ['shell', ...RENDERED_REMOTES].map((app) => serverEntryOf(webRoot, app));
  if (!existsSync(layout) || !files.every((file) => existsSync(file))) return undefined;
  const [shell, ...remotes] = files.map((file) => require(file) as ServerEntry);
  const applications = new Map<string, RenderApplication>();
  for (const entry of [shell!, ...remotes])
    for (const [name, render] of Object.entries(entry.applications)) applications.set(name, render);
  return { layoutHtml: readFileSync(layout, 'utf8'), shell: shell as ShellServerEntry, applications };
}
