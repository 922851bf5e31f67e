import { type WebhookDelivery, type WebhookSettings, webhookSettingsSchema } from '@lakehouse/contracts';
import { apiRequest, toast } from '@lakehouse/web-kit';
import { Alert, Button, Card, CardContent, Chip, Stack, Typography } from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { CopyButton } from '../../CopyButton';
import { formatDateTime } from '../../shared';
import { useAdminQuery, useInvalidate } from '../../use-admin-query';
import { useAdminAction } from '../../use-admin-action';

const STATUS_CHIP: Record<WebhookDelivery['status'], { label: string; color: 'success' | 'warning' | 'error' }> = {
  delivered: { label: 'Delivered', color: 'success' },
  pending: { label: 'Trying again', color: 'warning' },
  failed: { label: 'Failed', color: 'error' },
};

function Deliveries({
  deliveries,
  busy,
  resend,
}: {
  deliveries: WebhookDelivery[];
  busy: boolean;
  resend: (id: string) => void;
}) {
  if (deliveries.length === 0) return <Typography variant="body2">No events sent yet.</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="Latest webhook events">
      {deliveries.map((delivery) => (
        <Stack component="li" key={delivery.id} spacing={0.5} data-testid="webhook-delivery">
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip size="small" {...STATUS_CHIP[delivery.status]} />
            <Typography variant="body2">
              <code>{delivery.type}</code> · {formatDateTime(delivery.createdAt)} · {delivery.attempts}{' '}
              {delivery.attempts === 1 ? 'try' : 'tries'}
            </Typography>
            {delivery.status === 'failed' && (
              <Button size="small" variant="text" disabled={busy} onClick={() => resend(delivery.id)}>
                Send Again
              </Button>
            )}
          </Stack>
          {delivery.lastError && (
            <Typography variant="body2" color="text.secondary">
              {delivery.lastError}
            </Typography>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The host's outgoing webhook (a lock service, Home Assistant): where `stay.confirmed|changed|cancelled` go, the
 * secret that signs them, and how the latest went. A co-host's settings page shows nothing of it (403).
 */
export function OutgoingWebhookCard() {
  const loaded = useAdminQuery('/api/admin/webhook', webhookSettingsSchema);
  const reload = useInvalidate('/api/admin/webhook');
  return loaded.status === 'success' ? <WebhookSection current={loaded.data} reload={reload} /> : null;
}

function WebhookSection({ current, reload }: { current: WebhookSettings; reload: () => void }) {
  const [busy, act] = useAdminAction();
  const [url, setUrl] = useState(current.url ?? '');

  const save = () =>
    act(async () => {
      const address = url.trim();
      webhookSettingsSchema.parse(
        await (await apiRequest('PUT', '/api/admin/webhook', { url: address || null })).json(),
      );
      toast({ title: 'Saved', description: address ? 'Stay events go to this address.' : 'No events are sent.' });
      reload();
    }, 'Could not save the webhook address.');
  const rotate = () =>
    act(async () => {
      webhookSettingsSchema.parse(await (await apiRequest('POST', '/api/admin/webhook/secret')).json());
      toast({ title: 'New Secret', description: 'Give the receiver the new secret: events are signed with it now.' });
      reload();
    }, 'Could not make a new secret.');

  const resend = (id: string) =>
    void act(async () => {
      webhookSettingsSchema.parse(
        await (await apiRequest('POST', `/api/admin/webhook/deliveries/${id}/resend`)).json(),
      );
      toast({ title: 'Sending Again', description: 'The event goes out once more, with the same id.' });
      reload();
    }, 'Could not send the event again.');

  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography component="h2" variant="h6">
            Webhook for stays
          </Typography>
          <Typography variant="body2" color="text.secondary">
            When a stay is confirmed, changed or cancelled, the site sends its reference, dates and guest count to this
            address (for a smart lock or Home Assistant), signed with the secret below. A send that fails is tried
            again, up to an hour apart, for a day; then it shows as failed and you can send it again.
          </Typography>
          <Stack
            component="form"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <TextField
              label="Send stay events to"
              type="url"
              placeholder="https://"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              helperText="Empty: no events are sent."
              fullWidth
            />
            <Button type="submit" variant="outlined" disabled={busy} sx={{ mt: { sm: 1 } }}>
              Save
            </Button>
          </Stack>
          {current.secret && (
            <Stack spacing={1}>
              <TextField
                label="Signing secret"
                value={current.secret}
                slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'webhook-secret' } }}
                onFocus={(event) => event.target.select()}
                fullWidth
              />
              <Stack direction="row" spacing={1}>
                <CopyButton text={current.secret} label="Copy Secret" copied="Paste it into the receiver." />
                <Button variant="text" color="warning" disabled={busy} onClick={() => void rotate()}>
                  New Secret
                </Button>
              </Stack>
              <Alert severity="info">
                The receiver checks each event with this secret; the Operations guide shows how.
              </Alert>
            </Stack>
          )}
          {current.url && <Deliveries deliveries={current.deliveries} busy={busy} resend={resend} />}
        </Stack>
      </CardContent>
    </Card>
  );
}
