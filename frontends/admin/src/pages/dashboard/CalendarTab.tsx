import { adminCalendarFeedStatusSchema, type AdminCalendarConflict } from '@lakehouse/contracts';
import { apiRequest, toast } from '@lakehouse/web-kit';
import { Alert, Button, List, ListItem, Stack, Typography } from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { formatDateTime, messageOf, useReloadable } from '../../shared';
import { LoadStatus } from './LoadStatus';

const parse = (body: unknown) => adminCalendarFeedStatusSchema.parse(body);

function describeConflict(c: AdminCalendarConflict): string {
  return `${c.startsOn} → ${c.endsOn}: feed event "${c.title}" overlaps the reservation of ${c.guestName ?? 'a guest'} (found ${formatDateTime(c.detectedAt)})`;
}

/** The PMS iCal feed: sync status, conflicts, 'Sync now' and the export URL. */
export function CalendarTab() {
  const [state, reload] = useReloadable('/api/admin/calendar-feed', parse);
  const [syncing, setSyncing] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);

  const sync = async () => {
    setSyncing(true);
    try {
      await apiRequest('POST', '/api/admin/calendar-feed/sync', {});
      toast({ title: 'Sync Started', description: 'The calendar feed is being synced.' });
      setTimeout(reload, 1500);
    } catch (error) {
      toast({
        title: 'Sync Failed',
        description: messageOf(error, 'Failed to sync the calendar feed'),
        variant: 'destructive',
      });
    } finally {
      setSyncing(false);
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast({ title: 'Copy failed', description: `Please copy the address manually: ${url}`, variant: 'destructive' });
    }
  };

  if (state.status !== 'success')
    return (
      <LoadStatus state={state} loading="Loading calendar feed" failure="Failed to load the calendar feed status" />
    );
  const feed = state.data;
  const exportUrl = feed.exportUrl ? new URL(feed.exportUrl, window.location.origin).toString() : null;
  return (
    <section aria-label="Calendar feed">
      <Stack spacing={2}>
        <Typography>
          Source: {feed.source ?? '—'}
          {feed.url ? ` (${feed.url})` : ''}
        </Typography>
        <Typography>Last successful sync: {formatDateTime(feed.lastSuccessAt)}</Typography>
        <Typography>Last attempt: {formatDateTime(feed.lastAttemptAt)}</Typography>
        {feed.lastError ? (
          <Alert severity="error">
            Last error ({formatDateTime(feed.lastErrorAt)}): {feed.lastError}
          </Alert>
        ) : (
          <Typography>Last error: none</Typography>
        )}
        <Typography>Blocked periods from the feed: {feed.blocksCount}</Typography>
        <Typography variant="h6" component="h2">
          Conflicts
        </Typography>
        {feed.conflicts.length === 0 ? (
          <Typography>No conflicts.</Typography>
        ) : (
          <List dense aria-label="Conflicts">
            {feed.conflicts.map((conflict) => (
              <ListItem key={`${conflict.uid}-${conflict.reservationId}`} disableGutters>
                <Alert severity="warning" sx={{ width: '100%' }}>
                  Conflict: {describeConflict(conflict)}
                </Alert>
              </ListItem>
            ))}
          </List>
        )}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => void sync()} disabled={syncing}>
            {syncing ? 'Syncing...' : 'Sync now'}
          </Button>
          <Button onClick={reload}>Reload status</Button>
        </Stack>
        {exportUrl && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField label="Export URL" value={exportUrl} slotProps={{ htmlInput: { readOnly: true } }} fullWidth />
            <Button variant="outlined" onClick={() => void copy(exportUrl)}>
              {copied ? 'Copied!' : 'Copy'}
            </Button>
          </Stack>
        )}
      </Stack>
    </section>
  );
}
