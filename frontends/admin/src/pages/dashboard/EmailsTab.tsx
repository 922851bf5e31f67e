import { adminEmailResponseSchema, adminEmailStatusSchema, adminEmailsResponseSchema } from '@lakehouse/contracts';
import { apiRequest, toast } from '@lakehouse/web-kit';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@lakehouse/web-kit/mui';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { formatDateTime, messageOf } from '../../shared';
import { useAdminQuery, useInvalidate } from '../../use-admin-query';
import { FailedJobsPanel } from './FailedJobsPanel';
import { LoadStatus } from './LoadStatus';

const parseList = (body: unknown) => adminEmailsResponseSchema.parse(body).emails;
const parseDetail = (body: unknown) => adminEmailResponseSchema.parse(body).email;

export function EmailStatusChip({ status }: { status: string }) {
  const color = status === 'sent' || status === 'captured' ? 'success' : status === 'failed' ? 'error' : 'default';
  return <Chip size="small" color={color} label={status} />;
}

async function retry(id: string, done: () => void) {
  try {
    await apiRequest('POST', `/api/admin/emails/${id}/retry`, {});
    toast({ title: 'Success', description: 'Email queued for retry' });
    done();
  } catch (error) {
    toast({ title: 'Error', description: messageOf(error, 'Failed to retry email'), variant: 'destructive' });
  }
}

function EmailDialog({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const state = useAdminQuery(`/api/admin/emails/${id}`, parseDetail);
  const reload = useInvalidate(`/api/admin/emails/${id}`);
  const email = state.status === 'success' ? state.data : null;
  return (
    <Dialog open onClose={onClose} aria-labelledby="email-title" fullWidth maxWidth="md">
      <DialogTitle id="email-title">{email ? email.subject : 'Email'}</DialogTitle>
      <DialogContent tabIndex={0}>
        <LoadStatus state={state} loading="Loading email" failure="Failed to load the email" />
        {email && (
          <Stack spacing={2}>
            <Typography component="div">
              To {email.to}
              {email.replyTo ? ` · reply to ${email.replyTo}` : ''} · {email.kind} ·{' '}
              <EmailStatusChip status={email.status} /> · {email.attempts} attempts
            </Typography>
            {email.lastError && <Alert severity="error">Last error: {email.lastError}</Alert>}
            {email.templateFallback && (
              <Alert severity="warning">
                Sent with the default words: your saved template failed ({email.templateFallback}). Fix it in Emails to
                Guests.
              </Alert>
            )}
            {email.attachments && email.attachments.length > 0 && (
              <Typography>Attachments: {email.attachments.map((a) => a.filename).join(', ')}</Typography>
            )}
            <Typography variant="h6" component="h2">
              Text
            </Typography>
            <Box
              component="pre"
              sx={{ whiteSpace: 'pre-wrap', bgcolor: 'grey.100', p: 2, m: 0, fontFamily: 'monospace' }}
            >
              {email.bodyText || '(none)'}
            </Box>
            {email.bodyHtml && (
              <>
                <Typography variant="h6" component="h2">
                  HTML
                </Typography>
                <Box
                  component="iframe"
                  title="HTML body of the email"
                  sandbox=""
                  srcDoc={email.bodyHtml}
                  sx={{ width: '100%', height: 400, border: 1, borderColor: 'divider' }}
                />
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {email?.status === 'failed' && (
          <Button
            onClick={() =>
              void retry(email.id, () => {
                reload();
                onChanged();
              })
            }
          >
            Retry
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The outbox: jobs that failed for good, then every email, with its delivery status, a view dialog and Retry for failed ones. */
export function EmailsTab() {
  const [status, setStatus] = useState('');
  const url = `/api/admin/emails${status ? `?status=${encodeURIComponent(status)}` : ''}`;
  const state = useAdminQuery(url, parseList);
  const reload = useInvalidate(url);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section aria-label="Emails">
      <FailedJobsPanel onRetried={reload} />
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All statuses</MenuItem>
          {adminEmailStatusSchema.options.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <Button onClick={reload}>Refresh</Button>
      </Stack>
      <LoadStatus state={state} loading="Loading emails" failure="Failed to load emails" />
      {state.status === 'success' && (
        <TableContainer>
          <Table size="small" aria-label="Emails">
            <TableHead>
              <TableRow>
                <TableCell>To</TableCell>
                <TableCell>Subject</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Attempts</TableCell>
                <TableCell>Last error</TableCell>
                <TableCell>Created</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {state.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>No emails.</TableCell>
                </TableRow>
              )}
              {state.data.map((email) => (
                <TableRow key={email.id}>
                  <TableCell>{email.to}</TableCell>
                  <TableCell>{email.subject}</TableCell>
                  <TableCell>
                    <EmailStatusChip status={email.status} />
                  </TableCell>
                  <TableCell>{email.attempts}</TableCell>
                  <TableCell>{email.lastError ?? '—'}</TableCell>
                  <TableCell>{formatDateTime(email.createdAt)}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        onClick={() => setOpen(email.id)}
                        aria-label={`View email ${email.subject} to ${email.to}`}
                      >
                        View
                      </Button>
                      {email.status === 'failed' && (
                        <Button
                          size="small"
                          onClick={() => void retry(email.id, reload)}
                          aria-label={`Retry email ${email.subject} to ${email.to}`}
                        >
                          Retry
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {open && <EmailDialog id={open} onClose={() => setOpen(null)} onChanged={reload} />}
    </section>
  );
}
