import { createHash } from 'node:crypto';

/**
 * The one inline script of a rendered page: single-spa-layout's sendLayoutHTTPResponse writes the layout's props
 * (`window.singleSpaLayoutData`) after the layout, and the browser's layout engine adopts the server's DOM when it
 * finds them. The layout has no props, so the script never changes: the Content-Security-Policy allows it by its
 * hash, which (unlike a nonce) leaves the rendered HTML cacheable. The pages' test checks every inline script of a
 * page against the policy.
 */
const LAYOUT_DATA_SCRIPT = `window.singleSpaLayoutData = ${JSON.stringify({ props: {} })}`;

export const LAYOUT_DATA_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(LAYOUT_DATA_SCRIPT).digest('base64')}'`;
