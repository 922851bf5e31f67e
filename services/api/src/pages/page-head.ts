import type { PageData } from '@lakehouse/contracts';

/** The element the browser reads the embedded PageData from (web-kit's PAGE_DATA_ELEMENT_ID). */
const PAGE_DATA_ELEMENT_ID = 'page-data';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: '<' escaped so no text in the data can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PageHeadInput {
  title: string;
  description: string;
  data: PageData;
}

/** The head of a rendered page: its title and description, and the data the browser hydrates with. */
export function pageHead({ title, description, data }: PageHeadInput): string {
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`,
  ].join('');
}
