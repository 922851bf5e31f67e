import type { BookingEmailsRequest } from '@lakehouse/contracts';
import { apiRequest, toast } from '@lakehouse/web-kit';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@lakehouse/web-kit/mui';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { DRY_RUN_DELAYS_MS } from '../constants';

type Status = 'loading' | 'emails_sent' | 'ready' | 'error';
const READY_DELAY_MS = 1500;

/** Sends the booking emails once, then shows the booking instructions (spec sections 4 and 8). */
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Dry run: simulates the three steps with the spec's delays and sends nothing. */
async function dryRun(): Promise<void> {
  for (const delay of DRY_RUN_DELAYS_MS) await wait(delay);
}

export interface AutomationWidgetProps {
  payload: BookingEmailsRequest;
  /** A hold (the booking's emails) or an inquiry (the request to the host and the guest's copy). */
  held: boolean;
  instructions: ReactNode;
  dryRun?: boolean;
  /** The error callback: called once the guest has seen the instructions after the emails failed (spec sections 4 and 8). */
  onError?: () => void;
}

export function AutomationWidget({
  payload,
  held,
  instructions,
  dryRun: isDryRun = false,
  onError,
}: AutomationWidgetProps) {
  const [status, setStatus] = useState<Status>('loading');
  const [open, setOpen] = useState(false);
  const sent = useRef(false);
  const announceSent = useEffectEvent(() =>
    toast(
      held
        ? { title: 'Booking Completed', description: 'Your emails are on their way to you and the host.' }
        : { title: 'Inquiry Sent', description: 'Your inquiry is on its way to the host, with a copy to you.' },
    ),
  );
  // The emails go out once per booking: the payload is the one this step started with.
  const sendEmails = useEffectEvent(() =>
    isDryRun ? dryRun() : apiRequest('POST', '/api/send-booking-emails', payload).then(() => undefined),
  );
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    sendEmails()
      .then(() => {
        setStatus('emails_sent');
        announceSent();
        // The instructions then show in the page: nothing pops up over what the guest is reading.
        timer = setTimeout(() => setStatus('ready'), READY_DELAY_MS);
      })
      .catch(() => {
        setStatus('error');
        toast({
          title: 'Email Sending Failed',
          description: "We couldn't send the confirmation emails, but you can still complete your booking manually.",
          variant: 'destructive',
        });
      });
    return () => clearTimeout(timer);
  }, []);

  const closeInstructions = () => {
    setOpen(false);
    if (status === 'error') onError?.();
  };

  return (
    <Box data-testid="automation-widget" sx={{ mt: 2 }}>
      {status === 'loading' && (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden /> Sending your emails...
        </Box>
      )}
      {(status === 'emails_sent' || status === 'ready') && (
        <Alert severity="success">
          {held
            ? 'Emails sent: the host has your booking request and a copy is in your inbox.'
            : 'Emails sent: the host has your inquiry and a copy is in your inbox.'}
        </Alert>
      )}
      {status === 'error' && (
        <Alert severity="error" action={<Button onClick={() => setOpen(true)}>Show Booking Instructions</Button>}>
          Failed to send confirmation emails
        </Alert>
      )}
      {status === 'ready' && (
        <Box sx={{ mt: 2 }} data-testid="booking-instructions">
          {instructions}
        </Box>
      )}
      <Dialog open={open} onClose={closeInstructions} aria-labelledby="instructions-title">
        <DialogTitle id="instructions-title">Booking Instructions</DialogTitle>
        <DialogContent>{instructions}</DialogContent>
        <DialogActions>
          <Button onClick={closeInstructions}>Close</Button>
        </DialogActions>
      </Dialog>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Questions? Reply to the email or contact us.
      </Typography>
    </Box>
  );
}
