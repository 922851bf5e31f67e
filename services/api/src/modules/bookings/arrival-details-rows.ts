import type { EntityManager } from 'typeorm';
import type { ArrivalDetails, ArrivalStatus } from '@lakehouse/contracts';
import type { ReservationEntity } from '@lakehouse/server-kit';

/** The guest's arrival details as kept, with when they last changed them. */
export interface StoredArrival {
  details: ArrivalDetails;
  updatedAt: Date;
}

interface ArrivalRow {
  adults: string[];
  children: string[];
  arrival_time: string;
  cars: string[];
  updated_at: Date;
}

export async function loadArrivalDetails(manager: EntityManager, reservationId: string): Promise<StoredArrival | null> {
  const [row] = await manager.query<ArrivalRow[]>(
    `SELECT adults, children, to_char(arrival_time, 'HH24:MI') AS arrival_time, cars, updated_at
       FROM arrival_details WHERE reservation_id = $1`,
    [reservationId],
  );
  if (!row) return null;
  return {
    details: { adults: row.adults, children: row.children, arrivalTime: row.arrival_time, cars: row.cars },
    updatedAt: row.updated_at,
  };
}

/** Keeps what the guest gave, replacing what they gave before. */
export async function saveArrivalDetails(
  manager: EntityManager,
  reservationId: string,
  { adults, children, arrivalTime, cars }: ArrivalDetails,
): Promise<StoredArrival> {
  const [row] = await manager.query<{ updated_at: Date }[]>(
    `INSERT INTO arrival_details (reservation_id, adults, children, arrival_time, cars)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (reservation_id) DO UPDATE
       SET adults = EXCLUDED.adults, children = EXCLUDED.children, arrival_time = EXCLUDED.arrival_time,
           cars = EXCLUDED.cars, updated_at = now()
     RETURNING updated_at`,
    [reservationId, adults, children, arrivalTime, cars],
  );
  return { details: { adults, children, arrivalTime, cars }, updatedAt: row!.updated_at };
}

/** Whether the guest can still give or change them on `today` (the house's date): a live stay, before arrival day. */
export const arrivalDetailsOpen = (reservation: ReservationEntity, today: string): boolean =>
  (reservation.status === 'held' || reservation.status === 'confirmed') && reservation.checkIn > today;

export function arrivalStatus(
  reservation: ReservationEntity,
  today: string,
  stored: StoredArrival | null,
): ArrivalStatus {
  return {
    open: arrivalDetailsOpen(reservation, today),
    details: stored?.details ?? null,
    updatedAt: stored?.updatedAt.toISOString() ?? null,
  };
}
