import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobName, type StayWebhookEventType, type WebhookDelivery, type WebhookSettings } from '@lakehouse/contracts';
import { OutboxRelay, newWebhookSecret, writeOutboxEntry } from '@lakehouse/server-kit';

interface DeliveryRow {
  id: string;
  event_type: StayWebhookEventType;
  status: WebhookDelivery['status'];
  attempts: number;
  last_error: string | null;
  created_at: Date;
}

/** How many of the latest deliveries the settings page lists. */
const LISTED_DELIVERIES = 20;

/** The host's outgoing webhook: where stay events go, the secret they are signed with, and how they fared. */
@Injectable()
export class WebhookSettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  async settings(): Promise<WebhookSettings> {
    const [endpoint] = await this.dataSource.query<{ url: string; secret: string }[]>(
      `SELECT url, secret FROM webhook_endpoint WHERE id = 1`,
    );
    const deliveries = await this.dataSource.query<DeliveryRow[]>(
      `SELECT id, event_type, status, attempts, last_error, created_at FROM webhook_deliveries
        ORDER BY created_at DESC LIMIT ${LISTED_DELIVERIES}`,
    );
    return {
      url: endpoint?.url ?? null,
      secret: endpoint?.secret ?? null,
      deliveries: deliveries.map((row) => ({
        id: row.id,
        type: row.event_type,
        status: row.status,
        attempts: row.attempts,
        lastError: row.last_error,
        createdAt: row.created_at.toISOString(),
      })),
    };
  }

  /** A new address keeps the secret it had; the first address gets one. Null stops the events. */
  async save(url: string | null): Promise<WebhookSettings> {
    if (url === null) await this.dataSource.query(`DELETE FROM webhook_endpoint`);
    else
      await this.dataSource.query(
        `INSERT INTO webhook_endpoint (id, url, secret) VALUES (1, $1, $2)
         ON CONFLICT (id) DO UPDATE SET url = EXCLUDED.url, updated_at = now()`,
        [url, newWebhookSecret()],
      );
    return this.settings();
  }

  /** The receiver must take the new secret: deliveries from now on are signed with it. */
  async rotateSecret(): Promise<WebhookSettings> {
    await this.dataSource.query(`UPDATE webhook_endpoint SET secret = $1, updated_at = now() WHERE id = 1`, [
      newWebhookSecret(),
    ]);
    return this.settings();
  }

  /** A delivery that failed for good goes out once more, now, with the same event id and body. */
  async resend(id: string): Promise<WebhookSettings> {
    const resent = await this.dataSource.transaction(async (manager) => {
      // An UPDATE's answer through TypeORM is [rows, count].
      const [[row]] = await manager.query<[{ attempts: number }[], number]>(
        `UPDATE webhook_deliveries SET status = 'pending' WHERE id = $1 AND status = 'failed' RETURNING attempts`,
        [id],
      );
      if (row) await writeOutboxEntry(manager, JobName.DeliverStayWebhook, { deliveryId: id, attempts: row.attempts });
      return Boolean(row);
    });
    if (!resent) throw new NotFoundException('That delivery is not one that failed: it may be on its way already.');
    this.relay.nudge();
    return this.settings();
  }
}
