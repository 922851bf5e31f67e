import { adminReservationsResponseSchema } from '@lakehouse/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useAdminQuery } from '../use-admin-query';

const latestBookings = (body: unknown) => adminReservationsResponseSchema.parse(body).reservations.slice(0, 50);

/** The bookings a template's preview can be filled from, newest first ('' is the sample booking). */
export function BookingChoice({ editor }: { editor: { bookingId: string; setBookingId: (id: string) => void } }) {
  const bookings = useAdminQuery('/api/admin/reservations', latestBookings);
  return (
    <TextField
      select
      size="small"
      label="Fill the preview from"
      value={editor.bookingId}
      onChange={(event) => editor.setBookingId(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 240, maxWidth: '100%' }}
    >
      <MenuItem value="">The sample booking (Ada Lovelace)</MenuItem>
      {bookings.status === 'success' &&
        bookings.data.map((booking) => (
          <MenuItem key={booking.id} value={booking.id}>
            {booking.guestName}, {booking.checkIn} ({booking.status})
          </MenuItem>
        ))}
    </TextField>
  );
}
