import { adminCalendarFeedStatusSchema } from '@lakehouse/contracts';
import { toast } from '@lakehouse/web-kit';
import { Alert, AlertTitle, Button, Stack } from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useAdminQuery } from '../../use-admin-query';

const parse = (body: unknown) => adminCalendarFeedStatusSchema.parse(body);

/**
 * The address Airbnb and VRBO import the house's bookings and blocks from, with a copy button; or, when the server
 * has no CALENDAR_EXPORT_TOKEN (the link's secret), why there is none and how to get one.
 */
export function CalendarExportLink() {
  const state = useAdminQuery('/api/admin/calendar-feed', parse);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);

  if (state.status !== 'success') return null;
  if (!state.data.exportUrl)
    return (
      <Alert severity="info" data-testid="calendar-export-unavailable">
        <AlertTitle>No export link for Airbnb or VRBO</AlertTitle>
        The link that lets Airbnb and VRBO import this calendar needs a secret the server does not have: set
        CALENDAR_EXPORT_TOKEN in the server&apos;s settings (for example the output of `openssl rand -hex 16`) and
        restart it. The link then shows here, ready to paste into each platform&apos;s calendar import.
      </Alert>
    );
  const exportUrl = new URL(state.data.exportUrl, window.location.origin).toString();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(exportUrl);
      setCopied(true);
    } catch {
      toast({
        title: 'Copy failed',
        description: `Please copy the address manually: ${exportUrl}`,
        variant: 'destructive',
      });
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="calendar-export">
      <TextField
        label="Export URL for Airbnb and VRBO"
        value={exportUrl}
        slotProps={{ htmlInput: { readOnly: true } }}
        fullWidth
      />
      <Button variant="outlined" onClick={() => void copy()}>
        {copied ? 'Copied!' : 'Copy'}
      </Button>
    </Stack>
  );
}
