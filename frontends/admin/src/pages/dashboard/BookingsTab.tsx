import { adminReservationsResponseSchema } from '@lakehouse/contracts';
import { Button, Stack } from '@lakehouse/web-kit/mui';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useAdminQuery, useInvalidate } from '../../use-admin-query';
import { ReservationDetailDialog } from './bookings/ReservationDetailDialog';
import { RESERVATIONS_URL, ReservationsTable } from './bookings/ReservationsTable';
import { LoadStatus } from './LoadStatus';

const STATUSES = adminReservationsResponseSchema.shape.reservations.element.shape.status.options;

const parseList = (body: unknown) => adminReservationsResponseSchema.parse(body).reservations;

/** Reservations with status and month filters, and a detail dialog with the host's actions. */
export function BookingsTab() {
  const [status, setStatus] = useState('');
  const [month, setMonth] = useState('');
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (month) query.set('month', month);
  const url = `${RESERVATIONS_URL}${query.size ? `?${query.toString()}` : ''}`;
  const state = useAdminQuery(url, parseList);
  const reload = useInvalidate(url);
  const [open, setOpen] = useState<string | null>(null);

  return (
    <section aria-label="Bookings">
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All statuses</MenuItem>
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Month"
          type="month"
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button onClick={reload}>Refresh</Button>
      </Stack>
      <LoadStatus state={state} loading="Loading reservations" failure="Failed to load reservations" />
      {state.status === 'success' && <ReservationsTable reservations={state.data} onView={setOpen} />}
      {open && <ReservationDetailDialog id={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
