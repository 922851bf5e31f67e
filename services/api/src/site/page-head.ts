import type { PageData } from '@lakehouse/contracts';

/** The element the browser reads the embedded PageData from (web-kit's PAGE_DATA_ELEMENT_ID). */
const PAGE_DATA_ELEMENT_ID = 'page-data';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: '<' escaped so no text in the data can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PageHeadInput {
  title: string;
  /** The house's name (the host's setting): link previews and a pinned tab show it, and the browser's titles end with it. */
  siteName: string;
  description: string;
  data: PageData;
  /** The page's canonical URL when search engines may index it (a public page); else it is marked noindex. */
  canonicalUrl: string | undefined;
  /** The photo a link preview shows (the hero), by its path on the site. */
  image: string | undefined;
}

/**
 * The head of a rendered page: its title and description, what search engines and link previews read (canonical
 * URL, Open Graph and Twitter card with absolute URLs), and the data the browser hydrates with.
 */
export function pageHead({ title, siteName, description, data, canonicalUrl, image }: PageHeadInput): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const imageUrl = image && new URL(image, data.origin).href;
  const preview = canonicalUrl
    ? [
        `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
        meta('property', 'og:type', 'website'),
        meta('property', 'og:site_name', siteName),
        meta('property', 'og:title', title),
        meta('property', 'og:description', description),
        meta('property', 'og:url', canonicalUrl),
        ...(imageUrl ? [meta('property', 'og:image', imageUrl)] : []),
        meta('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
        meta('name', 'twitter:title', title),
        meta('name', 'twitter:description', description),
        ...(imageUrl ? [meta('name', 'twitter:image', imageUrl)] : []),
      ]
    : [meta('name', 'robots', 'noindex')];
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    meta('name', 'application-name', siteName),
    ...preview,
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`,
  ].join('');
}
