import {
  type ArrivalDetails,
  type GuestBooking,
  MAX_CARS,
  arrivalDetailsSchema,
  formatClockTime,
  guestBookingSchema,
} from '@lakehouse/contracts';
import { apiRequest } from '@lakehouse/web-kit';
import { apiErrorMessage } from '@lakehouse/web-kit/api-error-message';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';

type Field = keyof ArrivalDetails;
type Errors = Partial<Record<Field | 'form', string>>;

/** One entry per line, blank lines dropped. */
const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const list = (items: string[]) => (items.length ? items.join(', ') : 'none');

/**
 * Who is coming, when, and in which cars: asked on the guest's booking page before arrival (the reminder emails link
 * here, #arrival). Once given it reads as a summary the guest can change until the day of arrival.
 */
export function ArrivalDetailsForm({
  booking,
  arrivalPath,
  onSaved,
}: {
  booking: GuestBooking;
  /** `/api/bookings/<reference>/arrival?key=`. */
  arrivalPath: string;
  onSaved: (booking: GuestBooking) => void;
}) {
  const given = booking.arrival.details;
  const [editing, setEditing] = useState(given === null);
  const [adults, setAdults] = useState((given?.adults ?? [booking.guestName]).join('\n'));
  const [children, setChildren] = useState((given?.children ?? []).join('\n'));
  const [arrivalTime, setArrivalTime] = useState(given?.arrivalTime ?? '');
  const [cars, setCars] = useState((given?.cars ?? []).join('\n'));
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = arrivalDetailsSchema.safeParse({
      adults: lines(adults),
      children: lines(children),
      arrivalTime,
      cars: lines(cars),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const response = await apiRequest('PUT', arrivalPath, parsed.data);
      onSaved(guestBookingSchema.parse(await response.json()));
      setEditing(false);
    } catch (error) {
      setErrors({ form: apiErrorMessage(error) ?? 'Your details could not be saved. Please try again.' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card
      id="arrival"
      component="section"
      aria-labelledby="arrival-heading"
      sx={{ mt: 3, scrollMarginTop: 24, '@media print': { breakInside: 'avoid' } }}
    >
      <CardContent>
        <Typography id="arrival-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Who&apos;s coming
        </Typography>
        {!editing && given ? (
          <Stack spacing={0.5} data-testid="arrival-details">
            <Typography>Adults: {list(given.adults)}</Typography>
            <Typography>Children: {list(given.children)}</Typography>
            <Typography>Arriving around {formatClockTime(given.arrivalTime)}</Typography>
            <Typography>Cars: {list(given.cars)}</Typography>
            {booking.arrival.open && (
              <Box sx={{ pt: 1, '@media print': { display: 'none' } }}>
                <Button variant="outlined" onClick={() => setEditing(true)}>
                  Change
                </Button>
              </Box>
            )}
          </Stack>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              The names of everyone staying ({booking.guestCount} booked), when you expect to arrive, and your
              cars&apos; plates: the drive holds {MAX_CARS}. You can change them until the day you arrive.
            </Typography>
            <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Who's coming">
              <Stack spacing={2}>
                <TextField
                  label="Adults"
                  multiline
                  minRows={2}
                  value={adults}
                  onChange={(event) => setAdults(event.target.value)}
                  error={Boolean(errors.adults)}
                  helperText={errors.adults ?? 'One full name per line.'}
                />
                <TextField
                  label="Children"
                  multiline
                  minRows={1}
                  value={children}
                  onChange={(event) => setChildren(event.target.value)}
                  error={Boolean(errors.children)}
                  helperText={errors.children ?? 'One name per line; leave empty if none.'}
                />
                <TextField
                  label="Arrival time"
                  type="time"
                  value={arrivalTime}
                  onChange={(event) => setArrivalTime(event.target.value)}
                  error={Boolean(errors.arrivalTime)}
                  helperText={errors.arrivalTime ?? 'Roughly is fine.'}
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ maxWidth: 220 }}
                />
                <TextField
                  label="Car plates"
                  multiline
                  minRows={1}
                  value={cars}
                  onChange={(event) => setCars(event.target.value)}
                  error={Boolean(errors.cars)}
                  helperText={errors.cars ?? `One plate per line, at most ${MAX_CARS}.`}
                />
                {errors.form && (
                  <Alert severity="error" role="alert">
                    {errors.form}
                  </Alert>
                )}
                <Stack direction="row" spacing={2}>
                  <Button type="submit" variant="contained" disabled={sending}>
                    {sending ? 'Saving...' : 'Save'}
                  </Button>
                  {given && (
                    <Button onClick={() => setEditing(false)} disabled={sending}>
                      Keep as it was
                    </Button>
                  )}
                </Stack>
              </Stack>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
