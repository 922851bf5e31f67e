import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload, WEBHOOK_HEADERS } from '@lakehouse/contracts';
import { JOB_ATTEMPTS, JobHandler, webhookSignature } from '@lakehouse/server-kit';
import { postWebhook } from './post-webhook.js';

/** CALENDAR_FEEDS_ON_LOCAL_NETWORK (test only): a receiver on this machine may be reached. */
export const WEBHOOK_LOCAL_NETWORK = Symbol('WEBHOOK_LOCAL_NETWORK');

interface DeliveryRow {
  url: string;
  body: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
}

/**
 * Sends one stay event to the host's receiver, signed with the current secret and a fresh timestamp; the body is the
 * one stored with the change, so every try carries the same event id and data. A try that fails is counted on the
 * delivery and the job fails, so the queue retries with backoff; after the last try the delivery shows as failed.
 */
@Injectable()
export class StayWebhookProcessor {
  private readonly logger = new Logger(StayWebhookProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(WEBHOOK_LOCAL_NETWORK) private readonly allowLocalNetwork: boolean,
  ) {}

  @JobHandler(JobName.DeliverStayWebhook)
  async handle({ deliveryId }: JobPayload<JobName.DeliverStayWebhook>): Promise<void> {
    const [delivery] = await this.dataSource.query<DeliveryRow[]>(
      `SELECT url, body, status, attempts FROM webhook_deliveries WHERE id = $1`,
      [deliveryId],
    );
    if (!delivery || delivery.status !== 'pending') return;
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
    const last = attempts >= JOB_ATTEMPTS;
    await this.record(deliveryId, attempts, last ? 'failed' : 'pending', failure);
    if (last) {
      this.logger.warn(`webhook ${deliveryId} failed after ${attempts} tries: ${failure}`);
      return;
    }
    throw new Error(failure);
  }

  private async record(id: string, attempts: number, status: DeliveryRow['status'], error: string | null) {
    await this.dataSource.query(
      `UPDATE webhook_deliveries SET attempts = $2, status = $3, last_error = $4,
              delivered_at = CASE WHEN $3 = 'delivered' THEN now() END
        WHERE id = $1`,
      [id, attempts, status, error],
    );
  }
}
