import { z } from 'zod';
import { exploreTheAreaContentSchema, localGuideContentSchema } from './guide-content.js';
import { homeLinksContentSchema, houseContentSchema } from './home-content.js';
import { houseRulesContentSchema, howToGuidesContentSchema } from './house-rules-content.js';
import { contactContentSchema, legalContentSchema, policiesContentSchema } from './policy-content.js';

/** Every kind of content the host edits, its schema, and what the editor calls it. */
export const CONTENT_KINDS = {
  house: { schema: houseContentSchema, title: 'The House', pages: ['/'] },
  'home-links': { schema: homeLinksContentSchema, title: 'Home Page Cards and Links', pages: ['/'] },
  'explore-the-area': { schema: exploreTheAreaContentSchema, title: 'Explore the Area', pages: ['/'] },
  'house-rules': { schema: houseRulesContentSchema, title: 'House Rules', pages: ['/house-rules', '/'] },
  'how-to-guides': { schema: howToGuidesContentSchema, title: 'How-To Guides', pages: ['/house-rules'] },
  'local-guide': { schema: localGuideContentSchema, title: 'Local Guide', pages: ['/guide'] },
  policies: { schema: policiesContentSchema, title: 'Policies', pages: ['/policies'] },
  'cancellation-policy': {
    schema: legalContentSchema,
    title: 'Cancellation Policy',
    pages: ['/cancellation-policy'],
  },
  terms: { schema: legalContentSchema, title: 'Terms of Service', pages: ['/terms'] },
  privacy: { schema: legalContentSchema, title: 'Privacy Policy', pages: ['/privacy'] },
  contact: { schema: contactContentSchema, title: 'Contact Page', pages: ['/contact'] },
} as const;

export type ContentKind = keyof typeof CONTENT_KINDS;
export const CONTENT_KIND_NAMES = Object.keys(CONTENT_KINDS) as ContentKind[];
export type ContentBody<K extends ContentKind> = z.infer<(typeof CONTENT_KINDS)[K]['schema']>;

export const isContentKind = (kind: string): kind is ContentKind => Object.hasOwn(CONTENT_KINDS, kind);

/** The kinds a page's server render reads (the footer's `house` is on every page). */
export const contentKindsOfPage = (path: string): ContentKind[] =>
  CONTENT_KIND_NAMES.filter(
    (kind) => kind === 'house' || (CONTENT_KINDS[kind].pages as readonly string[]).includes(path),
  );

/**
 * `GET /api/content/{kind}`: the live version as guests read it. Every Markdown field holds its sanitized HTML
 * instead (rendered on the server, so the page ships no Markdown code).
 */
export interface PublishedContent<K extends ContentKind = ContentKind> {
  kind: K;
  version: number;
  publishedAt: string;
  /** The day it was published in the house's time zone (YYYY-MM-DD): the legal pages' "Last updated". */
  publishedOn: string;
  body: ContentBody<K>;
}

export const contentPathOf = (kind: ContentKind): string => `/api/content/${kind}`;

const versionNumber = z
  .number({ error: 'version must be a whole number' })
  .int('version must be a whole number')
  .min(1, 'version must be 1 or more');

/** `PUT /api/admin/content/{kind}`: the new text and the version the editor started from (409 when stale). */
export const contentPublishSchema = z.object({ body: z.unknown(), version: versionNumber });
export type ContentPublish = z.infer<typeof contentPublishSchema>;

/** `POST /api/admin/content/{kind}/versions/{n}/restore`: publishes a copy of version n; `version` as above. */
export const contentRestoreSchema = z.object({ version: versionNumber });
export type ContentRestore = z.infer<typeof contentRestoreSchema>;

/** `POST /api/admin/content/{kind}/preview`: the text the editor holds, turned into what guests would read. */
export const contentPreviewSchema = z.object({ body: z.unknown() });

/** `GET`/`PUT /api/admin/content/{kind}`, one version: the Markdown as the host wrote it. */
export const adminContentDocumentSchema = z.object({
  kind: z.string(),
  version: z.number().int(),
  publishedAt: z.string(),
  publishedBy: z.string(),
  body: z.record(z.string(), z.unknown()),
});
export type AdminContentDocument = z.infer<typeof adminContentDocumentSchema>;

/** `GET /api/admin/content/{kind}/versions`: every publish of the kind, newest first. */
export const contentVersionsSchema = z.array(
  z.object({ version: z.number().int(), publishedAt: z.string(), publishedBy: z.string() }),
);
export type ContentVersions = z.infer<typeof contentVersionsSchema>;

export const STALE_CONTENT_MESSAGE =
  'Someone else published this page while you were editing. Your text is still in the form: copy what you need, reload to see their version, then publish again.';
