import { Logger } from '@nestjs/common';

/**
 * On SIGTERM or SIGINT, runs `shutdown` (close the app: jobs in flight finish, connections close) and
 * exits 0; a second signal, or a shutdown that takes longer than `graceMs`, exits at once with 1.
 */
export function exitOnSignals(shutdown: (signal: string) => Promise<void>, graceMs = 55_000): void {
  const logger = new Logger('Shutdown');
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    logger.log(`${signal}: shutting down`);
    setTimeout(() => {
      logger.error(`shutdown took longer than ${graceMs} ms: exiting`);
      process.exit(1);
    }, graceMs).unref();
    shutdown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
