import { adminCalendarFeedSchema, QueueName, type AdminCalendarFeed } from '@lakehouse/contracts';
import { apiRequest, toast } from '@lakehouse/web-kit';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@lakehouse/web-kit/mui';
import { useEffect, useState } from 'react';
import { formatDateTime, messageOf } from '../../shared';
import { useAdminQuery, useInvalidate } from '../../use-admin-query';
import { useWorkerStatus } from '../../use-worker-status';
import { AddFeedForm } from './AddFeedForm';

/** How often a running 'Sync now' is checked. */
const POLL_MS = 1_000;
export const FEED_STATUS_WORDS: Record<AdminCalendarFeed['status'], string> = {
  'never synced': 'Not synced yet',
  ok: 'Working',
  failing: 'Failing',
};

interface FeedRowProps {
  feed: AdminCalendarFeed;
  /** No worker takes calendar syncs now: a sync asked for waits, and the row says so instead of spinning. */
  workerAway: boolean;
  onChanged: () => void;
}

function FeedRow({ feed, workerAway, onChanged }: FeedRowProps) {
  const syncNow = async () => {
    try {
      await apiRequest('POST', `/api/admin/calendar-feeds/${feed.source}/sync`);
    } catch (error) {
      toast({
        title: 'Sync Failed',
        description: messageOf(error, 'The sync could not be started. Please try again.'),
        variant: 'destructive',
      });
    }
    onChanged();
  };
  const remove = async () => {
    try {
      await apiRequest('DELETE', `/api/admin/calendar-feeds/${feed.source}`);
      toast({ title: 'Feed removed', description: `${feed.name}'s blocks no longer close any night.` });
    } catch (error) {
      toast({
        title: 'Remove Failed',
        description: messageOf(error, 'Failed to remove the feed. Please try again.'),
        variant: 'destructive',
      });
    }
    onChanged();
  };
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', py: 1 }}
      data-testid={`feed-${feed.source}`}
    >
      <Typography sx={{ fontWeight: 600 }}>{feed.name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {feed.url}
      </Typography>
      <Typography variant="body2" data-testid="feed-status">
        Status: {FEED_STATUS_WORDS[feed.status]}. Last good sync: {formatDateTime(feed.lastSuccessAt)}. Blocks:{' '}
        {feed.blocksCount}. Open conflicts with bookings: {feed.openConflicts}.
      </Typography>
      {feed.status === 'failing' && feed.lastError && (
        <Typography variant="body2" color="error">
          Last error: {feed.lastError}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
        {feed.syncing && workerAway ? (
          <Typography variant="body2" role="status">
            Waiting for the background worker: {feed.name} syncs once it is back.
          </Typography>
        ) : feed.syncing ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={16} aria-hidden="true" />
            <Typography variant="body2">Syncing {feed.name}…</Typography>
          </Stack>
        ) : (
          <Button size="small" variant="outlined" onClick={() => void syncNow()} aria-label={`Sync now: ${feed.name}`}>
            Sync now
          </Button>
        )}
        {feed.addedByHost && (
          <Button size="small" color="error" onClick={() => void remove()} aria-label={`Remove ${feed.name}`}>
            Remove
          </Button>
        )}
      </Stack>
    </Box>
  );
}

const feedListSchema = adminCalendarFeedSchema.array();

/** The imported iCal feeds, each with its health and 'Sync now'; the list is re-read every second while a sync runs. */
export function CalendarFeedsCard({ onSynced }: { onSynced: () => void }) {
  const feeds = useAdminQuery('/api/admin/calendar-feeds', feedListSchema);
  const reload = useInvalidate('/api/admin/calendar-feeds');
  const worker = useWorkerStatus();
  const workerAway =
    worker !== null && (worker.status === 'unreachable' || worker.idleQueues.includes(QueueName.Calendar));
  const running = feeds.status === 'success' && feeds.data.some((feed) => feed.syncing);
  const [wasRunning, setWasRunning] = useState(false);
  useEffect(() => {
    if (running) {
      const timer = setTimeout(reload, POLL_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [running, feeds.dataUpdatedAt, reload]);
  // A sync that just ended may have moved feed blocks: the month is read again (noticed while rendering).
  if (wasRunning !== running) {
    setWasRunning(running);
    if (wasRunning && !running) onSynced();
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="feeds-heading" data-testid="calendar-feeds">
      <CardContent>
        <Typography id="feeds-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Calendar feeds
        </Typography>
        {feeds.status === 'pending' && <CircularProgress aria-label="Loading the feeds" />}
        {feeds.status === 'error' && (
          <Alert severity="error" role="alert">
            {messageOf(feeds.error, 'Failed to load the feeds. Please refresh the page.')}
          </Alert>
        )}
        {feeds.status === 'success' &&
          (feeds.data.length === 0 ? (
            <Typography color="text.secondary">
              No feed yet: only direct bookings and your blocks close nights.
            </Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {feeds.data.map((feed) => (
                <FeedRow key={feed.source} feed={feed} workerAway={workerAway} onChanged={reload} />
              ))}
            </Box>
          ))}
        <AddFeedForm />
      </CardContent>
    </Card>
  );
}
