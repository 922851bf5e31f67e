import { type GuestDamageHold, PROPERTY_TIME_ZONE, formatDollars } from '@lakehouse/contracts';
import { Alert, Card, CardContent, Stack, Typography } from '@lakehouse/web-kit/mui';

/** 'Friday, July 9, 2027' on the house's calendar, wherever the guest reads it. */
const day = (instant: string) =>
  new Date(instant).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: PROPERTY_TIME_ZONE,
  });

/** The host's reason as a sentence. */
const sentence = (text: string | null) => (text && !/[.!?]$/.test(text) ? `${text}.` : (text ?? ''));

/** What the guest reads about the hold: what it is, when, and what became of it. */
function holdText(hold: Extract<GuestDamageHold, { kind: 'card' }>): { text: string; severity?: 'warning' | 'info' } {
  const amount = formatDollars(hold.amount);
  const release = day(hold.releaseAt);
  switch (hold.status) {
    case 'scheduled':
    case 'placing':
      return {
        text: `A ${amount} hold (an authorization, not a charge) will be placed on the card you paid with on ${day(hold.placeAt)}, and released on ${release}.`,
      };
    case 'placed':
      return hold.claimed === null
        ? {
            text: `${amount} is held on your card (not charged) since ${day(hold.placeAt)}. It is released on ${release}.`,
          }
        : {
            text: `The host is charging ${formatDollars(hold.claimed)} of the ${amount} hold: ${sentence(hold.claimReason)}`,
          };
    case 'failed':
      return {
        severity: 'warning',
        text: `We could not place the ${amount} hold on your card: your bank refused it. Nothing was charged. Please call your bank to allow it; we try again each day until your stay ends. To use another card or arrange the deposit another way, reply to any of our emails.`,
      };
    case 'released':
      return { text: `The ${amount} hold was released on ${release}. Nothing was charged.` };
    case 'claimed':
      return {
        severity: 'info',
        text: `The host charged ${formatDollars(hold.claimed ?? 0)} of the ${amount} hold. The reason: ${sentence(hold.claimReason)} The rest went back to your card.`,
      };
    case 'lapsed':
      return { text: `The ${amount} hold has ended on your card. Nothing was charged.` };
  }
}

/**
 * The damage deposit on the guest's booking page: held on the card (amount, when, its release, any claim and why),
 * or handled by the host when the site takes no card payments. Nothing when the stay has none.
 */
export function DamageHoldCard({ hold }: { hold: GuestDamageHold }) {
  if (hold.kind === 'none') return null;
  const { text, severity } =
    hold.kind === 'host'
      ? { text: `The ${formatDollars(hold.amount)} damage deposit is handled by the host, who will tell you how.` }
      : holdText(hold);
  return (
    <Card sx={{ mt: 3 }} component="section" aria-labelledby="damage-hold-heading" data-testid="damage-hold">
      <CardContent>
        <Stack spacing={1}>
          <Typography id="damage-hold-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
            Damage deposit
          </Typography>
          {severity ? <Alert severity={severity}>{text}</Alert> : <Typography>{text}</Typography>}
        </Stack>
      </CardContent>
    </Card>
  );
}
