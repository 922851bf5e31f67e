import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobName } from '@lakehouse/contracts';
import { OUTBOX_OPTIONS, OutboxRelay, type OutboxOptions } from '@lakehouse/server-kit';
import { requestImageRefresh } from './request-image-refresh.js';

/**
 * On a fresh clone the property has no images until the photo folder is imported: at start-up, queue one
 * refresh (through the outbox) when the list is empty and none is pending. An API whose relay is held
 * stopped (tests cutting the path to the queue) queues nothing at start-up.
 */
@Injectable()
export class InitialImageRefresh implements OnApplicationBootstrap {
  private readonly logger = new Logger(InitialImageRefresh.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
    @Inject(OUTBOX_OPTIONS) private readonly outboxOptions: OutboxOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.outboxOptions.autoStart) return;
    try {
      const queued = await this.dataSource.transaction(async (manager) => {
        // Replicas starting together: one of them queues the refresh.
        await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['lakehouse:initial-image-refresh']);
        const [property] = await manager.query<{ count: number }[]>(
          `SELECT jsonb_array_length(images) AS count FROM properties WHERE slug = 'lake-house'`,
        );
        if (!property || property.count > 0) return false;
        const [pending] = await manager.query<unknown[]>(
          `SELECT 1 FROM outbox WHERE job_name = $1 AND dispatched_at IS NULL AND dead_at IS NULL LIMIT 1`,
          [JobName.RefreshPropertyImages],
        );
        if (pending) return false;
        await requestImageRefresh(manager, 'start-up');
        return true;
      });
      if (queued) {
        this.logger.log('the property has no images yet: queued the import of the photo folder');
        this.relay.nudge();
      }
    } catch (error) {
      this.logger.warn(`could not queue the start-up image refresh: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
