import { hostname } from 'node:os';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EmailEntity } from '@lakehouse/server-kit';
import { EmailSender, type OutgoingEmail } from '@lakehouse/messages';

export type DeliveryOutcome = 'sent' | 'captured' | 'already-delivered';

const processedBy = `${hostname()}:${process.pid}`;

/**
 * Sends an email at most once per idempotency key (the job id). The row is locked while sending, so two
 * deliveries of the same job (a retry racing a stalled one) cannot both send.
 */
@Injectable()
export class EmailDelivery {
  private readonly logger = new Logger(EmailDelivery.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly sender: EmailSender,
  ) {}

  async deliverOnce(idempotencyKey: string, kind: string, email: OutgoingEmail): Promise<DeliveryOutcome> {
    let failure: Error | undefined;
    const outcome = await this.dataSource.transaction(async (manager): Promise<DeliveryOutcome | undefined> => {
      await manager
        .createQueryBuilder()
        .insert()
        .into(EmailEntity)
        .values({
          idempotencyKey,
          kind,
          to: email.to,
          replyTo: email.replyTo ?? null,
          subject: email.subject,
          bodyText: email.text,
          bodyHtml: email.html ?? null,
          attachments: email.attachments ?? [],
          templateKey: email.template?.key ?? null,
          templateFallback: email.template?.fallback ?? null,
        })
        .orIgnore()
        .execute();
      const row = await manager.findOneOrFail(EmailEntity, {
        where: { idempotencyKey },
        lock: { mode: 'pessimistic_write' },
      });
      if (row.status === 'sent' || row.status === 'captured') return 'already-delivered';
      row.attempts += 1;
      if (email.template?.fallback) {
        // The host's saved words failed: the default's go out, and the host's admin says why.
        this.logger.warn(
          `${kind}: the saved ${email.template.key} template failed, sent the default (${email.template.fallback})`,
        );
      }
      row.processedBy = processedBy;
      try {
        const { providerMessageId } = await this.sender.send(email);
        row.status = this.sender.mode === 'sendgrid' ? 'sent' : 'captured';
        row.providerMessageId = providerMessageId;
        row.sentAt = new Date();
        row.lastError = null;
      } catch (error) {
        // Record the failure and commit it; the job is retried by the queue.
        failure = error instanceof Error ? error : new Error(String(error));
        row.status = 'failed';
        row.lastError = failure.message;
      }
      await manager.save(row);
      return failure ? undefined : row.status === 'sent' ? 'sent' : 'captured';
    });
    if (failure) throw failure;
    return outcome!;
  }
}
