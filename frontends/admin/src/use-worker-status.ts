import { adminWorkerStatusSchema, type AdminWorkerStatus } from '@lakehouse/contracts';
import { useAdminQuery } from './use-admin-query';

/** How often the status is asked again: a worker started (or stopped) meanwhile shows without a reload. */
const RECHECK_MS = 30_000;

/** Whether the background worker runs, asked every 30 s; null until known or when it cannot be read. */
export function useWorkerStatus(): AdminWorkerStatus | null {
  const status = useAdminQuery('/api/admin/worker-status', adminWorkerStatusSchema, RECHECK_MS);
  return status.status === 'success' ? status.data : null;
}
