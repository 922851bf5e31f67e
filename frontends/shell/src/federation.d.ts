// What webpack's Module Federation gives the shell at build time (see frontends/webpack.common.mjs).

/** Each microfrontend's remoteEntry.js URL, by container name (DefinePlugin). */
declare const MICROFRONTEND_ENTRY_URLS: Record<string, string>;

/** webpack's sharing API for dynamic containers: fill the shared scope, then hand it to a container. */
declare function __webpack_init_sharing__(scope: string): Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;
