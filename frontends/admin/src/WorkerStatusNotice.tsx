import { Alert } from '@lakehouse/web-kit/mui';
import { useWorkerStatus } from './use-worker-status';

/**
 * Says so when no background worker runs (or the job queue is unreachable): without this the host saw 'Syncing…'
 * and queued emails as if under way. Shows nothing while the worker runs or the status can't be read.
 */
export function WorkerStatusNotice() {
  const worker = useWorkerStatus();
  if (!worker || worker.status === 'running') return null;
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2 }} data-testid="worker-status">
      {worker.message}
    </Alert>
  );
}
