import { adminWorkerStatusSchema } from '@lakehouse/contracts';
import { Alert } from '@lakehouse/web-kit/mui';
import { useEffect } from 'react';
import { useReloadable } from './shared';

/** How often the notice asks again: a worker started meanwhile clears it without a reload. */
const RECHECK_MS = 30_000;

/**
 * Says so when no background worker runs (or the job queue is unreachable): without this the host saw 'Syncing…'
 * and queued emails as if under way. Shows nothing while the worker runs or the status can't be read.
 */
export function WorkerStatusNotice() {
  const [status, reload] = useReloadable('/api/admin/worker-status', (body) => adminWorkerStatusSchema.parse(body));
  useEffect(() => {
    if (status.status === 'loading') return undefined;
    const timer = setTimeout(reload, RECHECK_MS);
    return () => clearTimeout(timer);
  }, [status, reload]);
  if (status.status !== 'success' || status.data.status === 'running') return null;
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2 }} data-testid="worker-status">
      {status.data.message}
    </Alert>
  );
}
