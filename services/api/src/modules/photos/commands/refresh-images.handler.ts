import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { ImageRefreshStarted } from '@lakehouse/contracts';
import { OutboxRelay } from '@lakehouse/server-kit';
import { requestImageRefresh } from '../request-image-refresh.js';
import { RefreshImagesCommand } from './refresh-images.command.js';

/** Queues an import of the photo folder's new files (through the outbox); the job makes the variants and the image list. */
@CommandHandler(RefreshImagesCommand)
export class RefreshImagesHandler implements ICommandHandler<RefreshImagesCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  async execute(): Promise<ImageRefreshStarted> {
    await this.dataSource.transaction((manager) => requestImageRefresh(manager, 'admin'));
    this.relay.nudge();
    return { message: 'Image refresh started' };
  }
}
