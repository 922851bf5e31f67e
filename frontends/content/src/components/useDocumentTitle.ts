import { SITE_NAME } from '@lakehouse/web-kit';
import { useEffect } from 'react';

/** Sets document.title to 'Page | Grantham Lake House'. */
export function useDocumentTitle(page: string) {
  useEffect(() => {
    document.title = `${page} | ${SITE_NAME}`;
  }, [page]);
}
