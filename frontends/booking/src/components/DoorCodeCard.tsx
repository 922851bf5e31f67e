import { DOOR_CODE_SHOWN_HOURS_BEFORE_CHECK_IN, type GuestDoorCode } from '@lakehouse/contracts';
import { Card, CardContent, Typography } from '@lakehouse/web-kit/mui';
import { houseTimeText } from '../logic/house-time';

/**
 * The stay's door code on the guest's booking page: the digits and the hours they open the door, or when they will
 * appear. Nothing for a stay without one (not confirmed, or cancelled).
 */
export function DoorCodeCard({ doorCode }: { doorCode: GuestDoorCode }) {
  if (doorCode.state === 'none') return null;
  return (
    <Card sx={{ mt: 3 }} component="section" aria-labelledby="door-code-heading" data-testid="door-code">
      <CardContent>
        <Typography id="door-code-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Door code
        </Typography>
        {doorCode.state === 'shown' ? (
          <>
            <Typography
              aria-label={`Door code ${doorCode.doorCode.code.split('').join(' ')}`}
              sx={{ fontSize: '2.25rem', fontWeight: 700, letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' }}
            >
              {doorCode.doorCode.code}
            </Typography>
            <Typography color="text.secondary">
              It opens the front door from {houseTimeText(doorCode.doorCode.validFrom)} until{' '}
              {houseTimeText(doorCode.doorCode.validUntil)}. Please keep it to your party.
            </Typography>
          </>
        ) : doorCode.state === 'waiting-for-deposit' ? (
          <Typography color="text.secondary">
            Your door code appears here once the damage deposit is held on your card: see Damage deposit above.
          </Typography>
        ) : (
          <Typography color="text.secondary">
            Your door code appears here on {houseTimeText(doorCode.shownFrom)}, {DOOR_CODE_SHOWN_HOURS_BEFORE_CHECK_IN}{' '}
            hours before check-in, once your stay is paid and, where the host asks for it, the rental agreement signed.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
