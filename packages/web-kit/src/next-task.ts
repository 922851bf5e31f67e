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
