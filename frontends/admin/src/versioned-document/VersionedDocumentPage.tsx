import { Page, useDocumentTitle, type BreadcrumbItem } from '@lakehouse/web-kit';
import { Fragment, type ReactNode } from 'react';
import { AdminPageStatus } from '../AdminPageStatus';
import { useAdminQuery, useInvalidate } from '../use-admin-query';
import { useAdminStaff } from '../use-admin-session';

/**
 * The page of a versioned document: loads it once the session is an admin's and mounts its editor afresh for each
 * live version it loads (after a conflict, 'Load their version' reads it again and replaces the draft).
 */
export function VersionedDocumentPage<Live extends { version: number; publishedAt: string | null }>({
  title,
  breadcrumbs,
  url,
  schema,
  failure,
  children,
}: {
  title: string;
  breadcrumbs: BreadcrumbItem[];
  url: string;
  schema: { parse: (body: unknown) => Live };
  /** Said when the load fails without a message of its own. */
  failure: string;
  children: (loaded: Live, onReload: () => void) => ReactNode;
}) {
  useDocumentTitle(title);
  const { session, staff } = useAdminStaff();
  const loaded = useAdminQuery(session === 'admin' ? url : null, schema);
  const reload = useInvalidate(url);
  return (
    <Page title={title} maxWidth="lg" breadcrumbs={breadcrumbs}>
      <AdminPageStatus session={session} staff={staff} load={loaded} failure={failure} />
      {loaded.status === 'success' && (
        <Fragment key={`${loaded.data.version}-${String(loaded.data.publishedAt)}`}>
          {children(loaded.data, reload)}
        </Fragment>
      )}
    </Page>
  );
}
