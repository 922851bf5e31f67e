import type { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';

/**
 * Runs a scan every `intervalMs` in this process, under `name` in the registry (which clears it at shutdown). A scan
 * that fails is logged as `<failure> (the next scan tries again)`: its work is found again by the next one.
 */
export function scheduleScan(
  schedules: SchedulerRegistry,
  {
    name,
    intervalMs,
    scan,
    logger,
    failure,
  }: {
    name: string;
    intervalMs: number;
    scan: () => Promise<unknown>;
    logger: Logger;
    failure: string;
  },
): void {
  const run = () =>
    void scan().catch((error: unknown) => logger.error(`${failure} (the next scan tries again): ${String(error)}`));
  schedules.addInterval(name, setInterval(run, intervalMs));
}
