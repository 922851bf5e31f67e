import { Module } from '@nestjs/common';
import { RenderedPageCache } from './rendered-page-cache.js';

/** What the server-rendered pages keep between requests (the renderer itself is built with the web server). */
@Module({ providers: [RenderedPageCache], exports: [RenderedPageCache] })
export class PagesModule {}
