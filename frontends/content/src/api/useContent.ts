import type { ContentBody, ContentKind, PublishedContent } from '@lakehouse/contracts';
import { useApiQuery } from '@lakehouse/web-kit';

/**
 * The live content of a kind (`GET /api/content/{kind}`), its Markdown already sanitized HTML. A server-rendered page
 * holds it; a page reached in the browser fetches it. Taken as the API's typed answer, not parsed: parsing would
 * bring zod into the pages' first load. Undefined while it loads or when it could not be read.
 */
export function useContent<K extends ContentKind>(kind: K): PublishedContent<K> | undefined {
  const content = useApiQuery<PublishedContent<K>>(`/api/content/${kind}`);
  return content.status === 'success' ? content.data : undefined;
}

/** The body of the live content of a kind (see useContent). */
export const useContentBody = <K extends ContentKind>(kind: K): ContentBody<K> | undefined => useContent(kind)?.body;
