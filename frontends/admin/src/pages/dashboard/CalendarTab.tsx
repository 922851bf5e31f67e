import { adminCalendarFeedStatusSchema, type AdminCalendarConflict } from '@lakehouse/contracts';
import { apiRequest, toast } from '@lakehouse/web-kit';
import { Alert, Button, List, ListItem, Stack, Typography } from '@lakehouse/web-kit/mui';
import { useState } from 'react';
import { dayText, formatDateTime, messageOf } from '../../shared';
import { useAdminQuery, useInvalidate } from '../../use-admin-query';
import { CalendarExportLink } from '../calendar/CalendarExportLink';
import { FEED_STATUS_WORDS } from '../calendar/CalendarFeedsCard';
import { LoadStatus } from './LoadStatus';

const parse = (body: unknown) => adminCalendarFeedStatusSchema.parse(body);

function describeConflict(c: AdminCalendarConflict): string {
  return `${dayText(c.startsOn)} → ${dayText(c.endsOn)}: feed event "${c.title}" overlaps the reservation of ${c.guestName ?? 'a guest'} (found ${formatDateTime(c.detectedAt)})`;
}

/** The PMS iCal feed: sync status, conflicts, 'Sync now' and the export URL. */
export function CalendarTab() {
  const state = useAdminQuery('/api/admin/calendar-feed', parse);
  const reload = useInvalidate('/api/admin/calendar-feed');
  const [syncing, setSyncing] = useState(false);

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

  if (state.status !== 'success')
    return (
      <LoadStatus state={state} loading="Loading calendar feed" failure="Failed to load the calendar feed status" />
    );
  const feed = state.data;
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
        <Typography variant="h6" component="h2">
          Feeds
        </Typography>
        {feed.feeds.length === 0 ? (
          <Typography>No feed: only direct bookings and your blocks close nights.</Typography>
        ) : (
          <List dense aria-label="Feeds">
            {feed.feeds.map((each) => (
              <ListItem key={each.source} disableGutters data-testid="feed-summary">
                {each.name}: {FEED_STATUS_WORDS[each.status]}, {each.blocksCount} blocked period
                {each.blocksCount === 1 ? '' : 's'}
              </ListItem>
            ))}
          </List>
        )}
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
        <CalendarExportLink />
      </Stack>
    </section>
  );
}
