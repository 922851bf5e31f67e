import { Logger } from '@nestjs/common';

/**
 * How long each process may take to stop after SIGTERM before it exits anyway. The orchestrators wait longer
 * (infra/infra.test.ts checks): Kubernetes' terminationGracePeriodSeconds (30 s for the api, after its 5 s preStop
 * sleep; 60 s for the worker) and Compose's stop_grace_period, so the process ends itself, never SIGKILLed.
 * The API only finishes open requests; the worker finishes running jobs, which take longer.
 */
export const SHUTDOWN_GRACE_SECONDS = { api: 20, worker: 55 } as const;

/**
 * On SIGTERM or SIGINT, runs `shutdown` (close the app: jobs in flight finish, connections close) and
 * exits 0; a second signal, or a shutdown that takes longer than `graceMs`, exits at once with 1.
 */
export function exitOnSignals(shutdown: (signal: string) => Promise<void>, graceMs: number): void {
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
