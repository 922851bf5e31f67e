import { adminWorkerStatusSchema, type AdminWorkerStatus } from '@lakehouse/contracts';
import { useEffect } from 'react';
import { useReloadable } from './shared';

/** How often the status is asked again: a worker started (or stopped) meanwhile shows without a reload. */
const RECHECK_MS = 30_000;

/** Whether the background worker runs, asked every 30 s; null until known or when it cannot be read. */
export function useWorkerStatus(): AdminWorkerStatus | null {
  const [status, reload] = useReloadable('/api/admin/worker-status', (body) => adminWorkerStatusSchema.parse(body));
  useEffect(() => {
    if (status.status === 'loading') return undefined;
    const timer = setTimeout(reload, RECHECK_MS);
    return () => clearTimeout(timer);
  }, [status, reload]);
  return status.status === 'success' ? status.data : null;
}
