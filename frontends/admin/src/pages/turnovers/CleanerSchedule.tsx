import {
  CLEANING_DIGEST_DAYS,
  type CleaningSchedule,
  cleaningFeedLinkSchema,
  cleaningScheduleSchema,
} from '@lakehouse/contracts';
import { apiRequest, toast } from '@lakehouse/web-kit';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { CopyButton } from '../../CopyButton';
import { useAdminAction } from '../../use-admin-action';

/**
 * For the host and co-host on the Turnovers page: the cleaner's private calendar link (made or replaced here, shown
 * once) and the address that gets the weekly digest and the change emails.
 */
export function CleanerSchedule({ schedule, onSaved }: { schedule: CleaningSchedule; onSaved: () => void }) {
  const [busy, act] = useAdminAction();
  const [feedUrl, setFeedUrl] = useState<string | null>(null);
  const [digestEmail, setDigestEmail] = useState(schedule.digestEmail ?? '');

  const newLink = () =>
    act(async () => {
      const res = await apiRequest('POST', '/api/admin/turnovers/feed-link');
      const { feedPath } = cleaningFeedLinkSchema.parse(await res.json());
      setFeedUrl(`${window.location.origin}${feedPath}`);
      onSaved();
    }, 'Could not make the calendar link.');

  const saveEmail = () =>
    act(async () => {
      const address = digestEmail.trim();
      const res = await apiRequest('PUT', '/api/admin/turnovers/digest-email', { digestEmail: address || null });
      cleaningScheduleSchema.parse(await res.json());
      toast({ title: 'Saved', description: address ? `The schedule goes to ${address}.` : 'No digest is sent.' });
      onSaved();
    }, 'Could not save the address.');

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography component="h2" variant="h6">
            The cleaner’s calendar and emails
          </Typography>
          <Typography variant="body2" color="text.secondary">
            The calendar link shows every turnover, from direct bookings and the imported calendars, in the cleaner’s
            calendar app. It holds dates and guest counts only: no names, contact details or prices.
          </Typography>
          {feedUrl ? (
            <Stack spacing={1.5}>
              <Alert severity="info">
                Give this link to your cleaner to add in their calendar app (“subscribe to a calendar”). It is shown
                only now; a new link stops this one.
              </Alert>
              <TextField
                label="Calendar link"
                value={feedUrl}
                slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'cleaning-feed-link' } }}
                onFocus={(event) => event.target.select()}
                fullWidth
              />
              <Stack direction="row" spacing={1}>
                <CopyButton text={feedUrl} label="Copy Link" copied="Send the link to your cleaner." />
                <Button variant="text" onClick={() => setFeedUrl(null)}>
                  Done
                </Button>
              </Stack>
            </Stack>
          ) : (
            <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Button variant="contained" disabled={busy} onClick={() => void newLink()}>
                {schedule.feedLinkActive ? 'Replace Calendar Link' : 'Create Calendar Link'}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {schedule.feedLinkActive
                  ? 'A link is in use. Replacing it stops the old one.'
                  : 'No calendar link yet.'}
              </Typography>
            </Stack>
          )}
          <Stack
            component="form"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
            onSubmit={(event) => {
              event.preventDefault();
              void saveEmail();
            }}
          >
            <TextField
              label="Email the schedule to"
              type="email"
              value={digestEmail}
              onChange={(event) => setDigestEmail(event.target.value)}
              helperText={`Every Monday, the next ${CLEANING_DIGEST_DAYS} days; and an email when a turnover moves. Empty: none.`}
              fullWidth
            />
            <Button type="submit" variant="outlined" disabled={busy} sx={{ mt: { sm: 1 } }}>
              Save
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
