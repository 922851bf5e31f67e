import type { AdminRole } from '@lakehouse/contracts';
import { Page, useDocumentTitle } from '@lakehouse/web-kit';
import { Chip } from '@lakehouse/web-kit/mui';
import { Fragment, useState, type ReactNode } from 'react';
import { AdminPageStatus } from '../AdminPageStatus';
import { formatDateTime } from '../shared';
import { useAdminQuery, useInvalidate } from '../use-admin-query';
import { useAdminStaff } from '../use-admin-session';

/** What the page hands its form: the version to edit, and what to do once saved or after a conflict. */
export interface SavedVersion<Saved> {
  saved: Saved;
  onSaved: (next: Saved) => void;
  /** Loads the latest version again. */
  onStale: () => void;
}

/**
 * An admin page that edits one versioned resource: loads it once the session is an admin's, says which version is
 * shown, and mounts the form afresh for each saved version (a reload after a conflict replaces it too).
 */
export function VersionedFormPage<Saved extends { version: number; updatedAt: string }>({
  title,
  url,
  schema,
  failure,
  roles,
  children,
}: {
  title: string;
  /** Who may open the page (the host and a co-host unless said). */
  roles?: readonly AdminRole[];
  url: string;
  schema: { parse: (body: unknown) => Saved };
  /** Said when the load fails without a message of its own. */
  failure: string;
  children: (form: SavedVersion<Saved>) => ReactNode;
}) {
  useDocumentTitle(title);
  const { session, staff } = useAdminStaff(roles);
  const loaded = useAdminQuery(session === 'admin' ? url : null, schema);
  const reload = useInvalidate(url);
  const [saved, setSaved] = useState<Saved | null>(null);
  // A (re)load replaces what was saved: adjusted while rendering, when the loaded resource changes.
  const [shown, setShown] = useState(loaded.data);
  if (shown !== loaded.data) {
    setShown(loaded.data);
    if (loaded.data) setSaved(loaded.data);
  }

  return (
    <Page
      title={title}
      maxWidth="lg"
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Admin', href: '/admin/dashboard' }, { label: title }]}
    >
      <AdminPageStatus session={session} staff={staff} load={loaded} failure={failure} />
      {saved && (
        <>
          <Chip label={`Version ${saved.version}, saved ${formatDateTime(saved.updatedAt)}`} sx={{ mb: 2 }} />
          <Fragment key={saved.version}>{children({ saved, onSaved: setSaved, onStale: reload })}</Fragment>
        </>
      )}
    </Page>
  );
}
