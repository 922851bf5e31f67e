import { isMessageTemplateKey } from '@lakehouse/contracts';
import { usePathname } from '@lakehouse/web-kit';
import { MessageEditorPage } from './MessageEditorPage';
import { MessagesIndexPage } from './MessagesIndexPage';

/** /admin/messages and /admin/messages/{key}; nothing on any other path. */
export function MessageRoutes() {
  const path = usePathname().replace(/\/+$/, '');
  if (path === '/admin/messages') return <MessagesIndexPage />;
  const key = /^\/admin\/messages\/([a-z-]+)$/.exec(path)?.[1];
  return key && isMessageTemplateKey(key) ? <MessageEditorPage key={key} templateKey={key} /> : null;
}
