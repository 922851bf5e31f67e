import type { AdminReservation } from '@lakehouse/contracts';
import { Chip } from '@lakehouse/web-kit/mui';

/** 'held' shows the hold's time left; 'invoiced' is a held reservation whose invoice went out. */
function timeLeft(until: string | null, now = Date.now()): string {
  if (!until) return '';
  const ms = new Date(until).getTime() - now;
  if (Number.isNaN(ms) || ms <= 0) return 'expiring';
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  return hours > 0 ? `${hours}h ${minutes}m left` : `${minutes}m left`;
}

/** inquiry, held (with the time left), invoiced (a held one whose invoice went out), confirmed, expired, cancelled. */
export function ReservationStatusChip({ reservation }: { reservation: AdminReservation }) {
  const { status } = reservation;
  if (status === 'held') {
    const left = timeLeft(reservation.holdExpiresAt);
    const label = `${reservation.invoiced ? 'invoiced' : 'held'}${left ? ` · ${left}` : ''}`;
    return <Chip size="small" label={label} sx={{ bgcolor: '#7a4100', color: '#fff' }} />;
  }
  if (status === 'confirmed') return <Chip size="small" color="success" label={status} />;
  return <Chip size="small" variant={status === 'inquiry' ? 'filled' : 'outlined'} label={status} />;
}
