import {
  CONTENT_KINDS,
  type ContentKind,
  contentFieldOf,
  dateInPropertyZone,
  mapMarkdownFields,
  type PublishedContent,
} from '@lakehouse/contracts';
import { renderMarkdown } from './render-markdown.js';

const fieldsOfKind = new Map(
  Object.entries(CONTENT_KINDS).map(([kind, { schema }]) => [kind, contentFieldOf(schema)] as const),
);

/** A version of a kind as guests read it: each Markdown field turned into its sanitized HTML. */
export function publishedContent(
  kind: ContentKind,
  { version, publishedAt, body }: { version: number; publishedAt: Date; body: unknown },
): PublishedContent {
  return {
    kind,
    version,
    publishedAt: publishedAt.toISOString(),
    publishedOn: dateInPropertyZone(publishedAt),
    body: mapMarkdownFields(fieldsOfKind.get(kind)!, body, renderMarkdown) as PublishedContent['body'],
  };
}
