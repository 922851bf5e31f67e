import { Module } from '@nestjs/common';
import { PublishContentHandler } from './commands/publish-content.handler.js';
import { ContentAdminController } from './content-admin.controller.js';
import { ContentCache } from './content-cache.js';
import { ContentController } from './content.controller.js';
import { GetContentVersionHandler } from './queries/get-content-version.handler.js';
import { GetPublishedContentHandler } from './queries/get-published-content.handler.js';
import { ListContentVersionsHandler } from './queries/list-content-versions.handler.js';

/** The site's content as versioned documents; pages read it with `GetPublishedContentQuery`. */
@Module({
  controllers: [ContentController, ContentAdminController],
  providers: [
    ContentCache,
    GetPublishedContentHandler,
    GetContentVersionHandler,
    ListContentVersionsHandler,
    PublishContentHandler,
  ],
})
export class ContentModule {}
