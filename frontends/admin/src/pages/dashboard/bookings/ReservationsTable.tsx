import type { AdminReservation } from '@lakehouse/contracts';
import { Button, Typography } from '@lakehouse/web-kit/mui';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { dayText, formatDateTime, formatMoney } from '../../../shared';
import { ReservationStatusChip } from './ReservationStatusChip';

export const RESERVATIONS_URL = '/api/admin/reservations';

/** The bookings found, each with View. */
export function ReservationsTable({
  reservations,
  onView,
}: {
  reservations: readonly AdminReservation[];
  onView: (id: string) => void;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Reservations">
        <TableHead>
          <TableRow>
            <TableCell>Guest</TableCell>
            <TableCell>Dates</TableCell>
            <TableCell>Guests</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Total</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Details</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {reservations.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>No reservations.</TableCell>
            </TableRow>
          )}
          {reservations.map((r) => (
            <TableRow key={r.id} data-testid="reservation-row">
              <TableCell>
                {r.guestName}
                <br />
                <Typography variant="body2" color="text.secondary" component="span">
                  {r.guestEmail}
                </Typography>
              </TableCell>
              <TableCell>
                {dayText(r.checkIn)} → {dayText(r.checkOut)}
              </TableCell>
              <TableCell>{r.guestCount}</TableCell>
              <TableCell>
                <ReservationStatusChip reservation={r} />
              </TableCell>
              <TableCell>{formatMoney(r.total)}</TableCell>
              <TableCell>{formatDateTime(r.createdAt)}</TableCell>
              <TableCell>
                <Button size="small" onClick={() => onView(r.id)} aria-label={`View reservation of ${r.guestName}`}>
                  View
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
