import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AccessEventEntity } from '@lakehouse/server-kit';
import { AccessAttemptedEvent } from '../../../platform/auth/access-attempted.event.js';

@EventsHandler(AccessAttemptedEvent)
export class RecordAccessAttemptHandler implements IEventHandler<AccessAttemptedEvent> {
  private readonly logger = new Logger(RecordAccessAttemptHandler.name);

  constructor(private readonly dataSource: DataSource) {}

  async handle(event: AccessAttemptedEvent): Promise<void> {
    try {
      await this.dataSource.getRepository(AccessEventEntity).insert({
        kind: event.kind,
        outcome: event.outcome,
        clientHash: event.clientHash,
        accessCodeId: event.accessCodeId,
        role: event.role,
      });
    } catch (error) {
      // The audit log must never turn a guest's sign-in into an error.
      this.logger.error(`could not record access event: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
