import type { AdminOverviewStay } from '@lakehouse/contracts';
import { Box, Typography } from '@lakehouse/web-kit/mui';
import type { ReactNode } from 'react';
import { dayText, formatMoney } from '../../shared';

const STATUS_LABELS: Record<AdminOverviewStay['status'], string> = {
  confirmed: 'Confirmed',
  held: 'Hold (unpaid)',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Stays as a list: `lead` says what matters in this list (the arrival day, the departure day, the expiry), then the
 * guest, the dates, guests, status, total and the booking reference; `empty` when there is none.
 */
export function StayList({
  stays,
  lead,
  empty,
  testId,
}: {
  stays: AdminOverviewStay[];
  lead: (stay: AdminOverviewStay) => ReactNode;
  empty: string;
  testId: string;
}) {
  if (stays.length === 0)
    return (
      <Typography color="text.secondary" data-testid={testId}>
        {empty}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ m: 0, pl: 0 }} data-testid={testId}>
      {stays.map((stay) => (
        <Box
          component="li"
          key={stay.id}
          data-reference={stay.reference}
          sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider', '&:last-child': { border: 0 } }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {lead(stay)}
          </Typography>
          <Typography>{stay.guestName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {dayText(stay.checkIn)} to {dayText(stay.checkOut)}, {plural(stay.nights, 'night', 'nights')},{' '}
            {plural(stay.guestCount, 'guest', 'guests')}. {STATUS_LABELS[stay.status]}, {formatMoney(stay.total)}.
            Reference {stay.reference}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
