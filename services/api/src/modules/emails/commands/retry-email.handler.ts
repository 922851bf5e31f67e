import { ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource, type EntityManager } from 'typeorm';
import { type AdminMessage, JobName, EMAIL_NOT_FOUND } from '@lakehouse/contracts';
import { DeadLetters, EmailEntity, OutboxRelay } from '@lakehouse/server-kit';
import { RetryEmailCommand } from './retry-email.command.js';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

interface OutboxState {
  id: string;
  dispatched_at: Date | null;
  dead_at: Date | null;
}

/**
 * The outbox entry that sends an email. Most emails are keyed by their job id (= the entry's id); the payment
 * emails by the reservation (`confirmed-<id>`, `invoice-link-<id>`) or the resend job (`invoice-link-<id>-resend-<job id>`).
 */
async function findOutboxEntry(manager: EntityManager, key: string): Promise<OutboxState | undefined> {
  let rows: OutboxState[];
  const resend = new RegExp(`^invoice-link-${UUID}-resend-(${UUID})$`).exec(key);
  const byReservation = new RegExp(`^(confirmed|invoice-link)-(${UUID})$`).exec(key);
  if (new RegExp(`^${UUID}$`).test(key) || resend) {
    rows = await manager.query(`SELECT id, dispatched_at, dead_at FROM outbox WHERE id = $1 FOR UPDATE`, [
      resend ? resend[1] : key,
    ]);
  } else if (byReservation) {
    const job = byReservation[1] === 'confirmed' ? JobName.SendStayConfirmationEmail : JobName.CreateHoldInvoice;
    rows = await manager.query(
      `SELECT id, dispatched_at, dead_at FROM outbox
        WHERE job_name = $1 AND payload->>'reservationId' = $2 AND NOT (payload ? 'resend')
        ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [job, byReservation[2]],
    );
  } else {
    return undefined;
  }
  return rows[0];
}

/**
 * A failed email is sent again by making its outbox entry due now (a dead letter in a new round of attempts) and
 * nudging the relay. The processor finds the same email row (same delivery key) and sends it, once.
 */
@CommandHandler(RetryEmailCommand)
export class RetryEmailHandler implements ICommandHandler<RetryEmailCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
    private readonly deadLetters: DeadLetters,
  ) {}

  async execute({ id }: RetryEmailCommand): Promise<AdminMessage> {
    const to = await this.dataSource.transaction(async (manager) => {
      const email = await manager.findOneBy(EmailEntity, { id });
      if (!email) throw new NotFoundException(EMAIL_NOT_FOUND);
      if (email.status !== 'failed')
        throw new ConflictException(`Only a failed email can be retried; this one is ${email.status}.`);
      const entry = await findOutboxEntry(manager, email.idempotencyKey);
      if (!entry) throw new ConflictException('The job that sends this email is gone, so it cannot be retried.');
      if (entry.dead_at) {
        await this.deadLetters.revive(manager, entry.id);
      } else if (entry.dispatched_at) {
        // Handed to BullMQ, which retries it by itself (and keeps the job id, so re-adding it would do nothing).
        throw new ConflictException('This email is with the queue, which is still retrying it.');
      } else {
        // Waiting in the outbox for its next in-process try: now instead.
        await manager.query(
          `UPDATE outbox SET attempts = 0, available_at = now(), claimed_until = NULL, last_error = NULL WHERE id = $1`,
          [entry.id],
        );
      }
      return email.to;
    });
    this.relay.nudge();
    return { message: `The email to ${to} is being sent again.` };
  }
}
