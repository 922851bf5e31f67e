import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type AdminContentDocument, type HouseContent, STALE_CONTENT_MESSAGE } from '@lakehouse/contracts';
import { PropertyEntity } from '@lakehouse/server-kit';
import { adminContentDocument, publishNextVersion } from '../content-versions.js';
import { PublishContentCommand } from './publish-content.command.js';

/**
 * Publishes the next version of a kind (409 when another publish came first). The house's amenities and facts are
 * written through to the property's row in the same transaction, where the property read, the JSON-LD and the
 * emails take them from.
 */
@CommandHandler(PublishContentCommand)
export class PublishContentHandler implements ICommandHandler<PublishContentCommand> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ kind, body, startedFrom, publishedBy }: PublishContentCommand): Promise<AdminContentDocument> {
    const published = await publishNextVersion(
      this.dataSource,
      { kind, body, startedFrom, publishedBy, staleMessage: STALE_CONTENT_MESSAGE },
      async (manager) => {
        if (kind !== 'house') return;
        const { amenities, bedrooms, bathrooms, size } = body as HouseContent;
        await manager.update(PropertyEntity, { slug: 'lake-house' }, { amenities, bedrooms, bathrooms, size });
      },
    );
    return adminContentDocument(published);
  }
}
