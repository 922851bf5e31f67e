/** The first try again comes 30 s after a failed one, each later one twice as far, at most an hour apart. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/**
 * Tries go on for a day after the event was written: a receiver (a lock's controller) away for a restart, an update
 * or a night still gets every event, in order of its tries, with the same id.
 */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60_000;

/** When to try a delivery again after `attempts` failed tries, or null when its day is over (failed for good). */
export function nextWebhookTry(attempts: number, writtenAt: Date, now = new Date()): Date | null {
  const delay = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
  const next = new Date(now.getTime() + delay);
  return next.getTime() <= writtenAt.getTime() + WEBHOOK_RETRY_WINDOW_MS ? next : null;
}
