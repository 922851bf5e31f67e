import { adminFailedJobsResponseSchema } from '@lakehouse/contracts';
import { apiRequest, toast } from '@lakehouse/web-kit';
import { Alert, Button, Stack, Typography } from '@lakehouse/web-kit/mui';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDateTime, messageOf } from '../../shared';
import { useAdminQuery, useInvalidate } from '../../use-admin-query';

const parseJobs = (body: unknown) => adminFailedJobsResponseSchema.parse(body).jobs;

async function retry(id: string, done: () => void) {
  try {
    await apiRequest('POST', `/api/admin/failed-jobs/${id}/retry`, {});
    toast({ title: 'Success', description: 'The job is running again' });
  } catch (error) {
    toast({ title: 'Error', description: messageOf(error, 'Failed to retry the job'), variant: 'destructive' });
  }
  done();
}

/**
 * Jobs that failed every attempt (an email, an invoice, a hold's expiry): nothing runs them again until the host
 * clicks Retry. Shown only while there are some.
 */
export function FailedJobsPanel({ onRetried }: { onRetried: () => void }) {
  const state = useAdminQuery('/api/admin/failed-jobs', parseJobs);
  const reload = useInvalidate('/api/admin/failed-jobs');
  if (state.status === 'error') {
    return (
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        Failed to load failed jobs: {messageOf(state.error, state.error.message)}
      </Alert>
    );
  }
  if (state.status !== 'success' || state.data.length === 0) return null;
  const done = () => {
    reload();
    onRetried();
  };
  return (
    <Alert severity="error" sx={{ mb: 2 }} component="section" aria-label="Failed jobs">
      <Typography variant="h6" component="h2">
        Failed jobs ({state.data.length})
      </Typography>
      <Typography>
        These failed every attempt and wait for you. Retry runs each once more; what already succeeded is not redone.
      </Typography>
      <Table size="small" aria-label="Failed jobs">
        <TableHead>
          <TableRow>
            <TableCell>Job</TableCell>
            <TableCell>Reservation</TableCell>
            <TableCell>Last error</TableCell>
            <TableCell>Failed</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {state.data.map((job) => (
            <TableRow key={job.id}>
              <TableCell>{job.job}</TableCell>
              <TableCell>{job.reservationId ?? '—'}</TableCell>
              <TableCell>{job.lastError ?? '—'}</TableCell>
              <TableCell>{formatDateTime(job.failedAt)}</TableCell>
              <TableCell>
                <Stack direction="row">
                  <Button
                    size="small"
                    onClick={() => void retry(job.id, done)}
                    aria-label={`Retry job ${job.job} ${job.id}`}
                  >
                    Retry
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Alert>
  );
}
