import { isContentKind } from '@lakehouse/contracts';
import { usePathname } from '@lakehouse/web-kit';
import { ContentEditorPage } from './ContentEditorPage';
import { ContentIndexPage } from './ContentIndexPage';

/** /admin/content and /admin/content/{kind}; nothing on any other path. */
export function ContentRoutes() {
  const path = usePathname().replace(/\/+$/, '');
  if (path === '/admin/content') return <ContentIndexPage />;
  const kind = /^\/admin\/content\/([a-z-]+)$/.exec(path)?.[1];
  return kind && isContentKind(kind) ? <ContentEditorPage key={kind} kind={kind} /> : null;
}
