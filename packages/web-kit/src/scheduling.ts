interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a task of its own: the browser may paint and handle input in between. scheduler.yield() where there is
 * one: its continuation goes ahead of other waiting tasks (a timer's goes behind them) and runs even where timers are
 * held back, as under a test's fake clock.
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/** Past this, work left for an idle moment runs even on a page whose main thread never falls idle. */
const LONGEST_IDLE_WAIT_MS = 1000;

/** Resolves when the browser is next idle (its idle callback), or after LONGEST_IDLE_WAIT_MS where it has none. */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: LONGEST_IDLE_WAIT_MS });
    else setTimeout(resolve, 0);
  });
}
