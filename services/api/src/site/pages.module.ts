import { Module } from '@nestjs/common';
import { MessagesModule } from '../modules/messages/messages.module.js';
import { RenderedPageCache } from './rendered-page-cache.js';
import { NewPageRenders } from './new-page-renders.js';
import { SiteController, SiteServer } from './site.controller.js';

/** The site's routes, and what the server-rendered pages keep between requests (the renderer is built with the web server). */
@Module({
  imports: [MessagesModule],
  controllers: [SiteController],
  providers: [RenderedPageCache, SiteServer, NewPageRenders],
  exports: [RenderedPageCache, SiteServer],
})
export class PagesModule {}
