// The contract between the API, which answers page requests, and each microfrontend's server entry
// (frontends/<app>/dist-server/server.cjs), which renders its applications; and the one attribute the page and the
// browser's style cache agree on. Nothing crosses a wire.
import type { DehydratedState } from '@tanstack/query-core';
import type { ContactFormOutcome } from './contact-form.js';

/** What the server embeds once in a rendered page (`<script type="application/json" id="page-data">`). */
export interface PageData {
  /**
   * API answers read through the API's own query handlers, as TanStack Query's dehydrated cache (each keyed by its
   * URL, `['/api/property']`): every render of the page and the browser's page-wide query client hydrate from it.
   */
  queries: DehydratedState;
  /** Today in the property's time zone (YYYY-MM-DD) when the page was rendered. */
  today: string;
  /** The site's absolute origin (PUBLIC_URL, else the request's own). */
  origin: string;
  /** What this browser's post of the page's contact form came to (a page rendered for this browser alone). */
  contactForm?: ContactFormOutcome;
}

/** One application rendered for one request. */
export interface ApplicationRenderRequest extends PageData {
  appName: string;
  pathname: string;
  search: string;
  /** Aborted when the render has taken too long: React stops and the render rejects. */
  signal?: AbortSignal;
}

/**
 * The attribute of a page's style element that holds the class rules its applications were rendered with, naming
 * their emotion ids (`data-server-rules="1x2y3z …"`). Not emotion's own `data-emotion`: emotion re-inserts every
 * element so named into the head when its cache starts, and the browser then rebuilds those style sheets and
 * restyles the whole page; the browser's cache (web-kit's `browserStyleCache`) only reads the ids.
 */
export const SERVER_RULES_ATTRIBUTE = 'data-server-rules';

export interface ApplicationRenderResult {
  /** The application's HTML, for its slot. */
  html: string;
  /** What belongs in the document's head: the resources React asked to preload (the hero image). */
  head: string;
  /** The CSS rules that HTML uses (emotion's, by id, in insertion order). */
  styles: ReadonlyArray<readonly [id: string, css: string]>;
  /**
   * The rules of its global styles (emotion's `Global`: MUI's CssBaseline, an input's autofill keyframes), by id.
   * Each goes in a style element of its own, which the browser's `Global` adopts instead of inserting its rules
   * again: rules for `html`, `body` and `*` inserted after the first paint restyle the whole page.
   */
  globalStyles: ReadonlyArray<readonly [id: string, css: string]>;
}

export type RenderApplication = (request: ApplicationRenderRequest) => Promise<ApplicationRenderResult>;

/** What a server entry exports: its applications' renders by their name in the layout. */
export interface ServerEntry {
  applications: Readonly<Record<string, RenderApplication>>;
}

/** What the shell's server entry exports besides the chrome's applications. */
export interface ShellServerEntry extends ServerEntry {
  PUBLIC_PATHS: readonly string[];
  normalisedPath(pathname: string): string;
  /** Whether a route names the path (else the not-found page answers it). */
  isKnownPath(pathname: string): boolean;
  /** The route's title and description; `siteName` is the host's house name, or the seeded one when it is unknown. */
  routeMeta(pathname: string, houseName: string | undefined): { title: string; description: string; siteName: string };
}
