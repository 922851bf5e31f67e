import { QueryFailedError } from 'typeorm';

/** The reservations' exclusion constraint refused a write: another held or confirmed stay has one of the nights. */
export function isStayOverlapViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23P01';
}
