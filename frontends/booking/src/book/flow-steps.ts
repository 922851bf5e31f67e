import type { FlowMode } from './flow-state';

/** The booking journey's steps, each its own URL under /book. */
export const STEP_PATHS = {
  start: '/book',
  dates: '/book/dates',
  details: '/book/details',
  payment: '/book/payment',
  done: '/book/done',
} as const;
export type FlowStep = keyof typeof STEP_PATHS;

export interface FlowProgress {
  mode: FlowMode | null;
  datesChosen: boolean;
  /** The reservation made, and whether it holds the dates (an inquiry does not). */
  reservation: { held: boolean } | null;
}

/**
 * Where a visit to `step` belongs: the step itself when what it needs is there, else the first step whose result
 * is missing (a deep link to /book/details without dates goes to /book/dates, without a mode to /book; the payment
 * and done steps without a reservation go where the reservation is made).
 */
export function reachableStep(step: FlowStep, progress: FlowProgress): FlowStep {
  if (progress.mode === null) return 'start';
  if (step === 'start' || step === 'dates') return step;
  if (!progress.datesChosen && !progress.reservation) return 'dates';
  if (step === 'details') return step;
  if (!progress.reservation) return 'details';
  if (step === 'payment' && !progress.reservation.held) return 'done';
  return step;
}
