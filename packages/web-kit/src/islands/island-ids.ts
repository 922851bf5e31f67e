import { identifierPrefixOf } from '../server-html.js';

/** React's id prefix for an island's own root, the same on the server and in the browser. */
export const islandIdentifierPrefix = (appName: string, key: string) => `${identifierPrefixOf(appName)}i${key}-`;
