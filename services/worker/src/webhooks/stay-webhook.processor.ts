import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { JobName, type JobPayload, WEBHOOK_HEADERS } from '@lakehouse/contracts';
import { JobHandler, nextWebhookTry, webhookSignature, writeOutboxEntry } from '@lakehouse/server-kit';
import { postWebhook } from './post-webhook.js';

/** CALENDAR_FEEDS_ON_LOCAL_NETWORK (test only): a receiver on this machine may be reached. */
export const WEBHOOK_LOCAL_NETWORK = Symbol('WEBHOOK_LOCAL_NETWORK');

interface DeliveryRow {
  url: string;
  body: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  created_at: Date;
}

/**
 * Sends one stay event to the host's receiver, signed with the current secret and a fresh timestamp; the body is the
 * one stored with the change, so every try carries the same event id and data. A try that fails is counted on the
 * delivery and the next is written to the outbox on the delivery's own schedule (webhook-schedule.ts: up to an hour
 * apart, for a day), not the queue's few quick retries; after the day the delivery shows as failed, and the host can
 * send it again from the admin.
 */
@Injectable()
export class StayWebhookProcessor {
  private readonly logger = new Logger(StayWebhookProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(WEBHOOK_LOCAL_NETWORK) private readonly allowLocalNetwork: boolean,
  ) {}

  @JobHandler(JobName.DeliverStayWebhook)
  async handle({ deliveryId, attempts: triedBefore = 0 }: JobPayload<JobName.DeliverStayWebhook>): Promise<void> {
    const [delivery] = await this.dataSource.query<DeliveryRow[]>(
      `SELECT url, body, status, attempts, created_at FROM webhook_deliveries WHERE id = $1`,
      [deliveryId],
    );
    // A job for a try already made (this job run twice) must not start a second chain of tries.
    if (!delivery || delivery.status !== 'pending' || delivery.attempts !== triedBefore) return;
    const [endpoint] = await this.dataSource.query<{ secret: string }[]>(
      `SELECT secret FROM webhook_endpoint WHERE id = 1`,
    );
    if (!endpoint) {
      await this.record(
        deliveryId,
        delivery.attempts,
        'failed',
        'The webhook address was removed before this event went out.',
      );
      return;
    }
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      [WEBHOOK_HEADERS.id]: deliveryId,
      [WEBHOOK_HEADERS.timestamp]: String(timestamp),
      [WEBHOOK_HEADERS.signature]: webhookSignature(endpoint.secret, timestamp, delivery.body),
    };
    let failure: string | null = null;
    try {
      const status = await postWebhook(delivery.url, headers, delivery.body, this.allowLocalNetwork);
      if (status < 200 || status >= 300) failure = `The receiver answered HTTP ${status}.`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const attempts = delivery.attempts + 1;
    if (!failure) {
      await this.record(deliveryId, attempts, 'delivered', null);
      this.logger.log(`webhook ${deliveryId} delivered (try ${attempts})`);
      return;
    }
    const next = nextWebhookTry(attempts, delivery.created_at);
    await this.dataSource.transaction(async (manager) => {
      await this.record(deliveryId, attempts, next ? 'pending' : 'failed', failure, manager);
      if (next)
        await writeOutboxEntry(manager, JobName.DeliverStayWebhook, { deliveryId, attempts }, { notBefore: next });
    });
    if (next)
      this.logger.log(`webhook ${deliveryId} try ${attempts} failed, next at ${next.toISOString()}: ${failure}`);
    else this.logger.warn(`webhook ${deliveryId} failed for good after ${attempts} tries: ${failure}`);
  }

  private async record(
    id: string,
    attempts: number,
    status: DeliveryRow['status'],
    error: string | null,
    manager: EntityManager = this.dataSource.manager,
  ) {
    await manager.query(
      `UPDATE webhook_deliveries SET attempts = $2, status = $3, last_error = $4,
              delivered_at = CASE WHEN $3 = 'delivered' THEN now() END
        WHERE id = $1`,
      [id, attempts, status, error],
    );
  }
}
