import { Controller, Get, Inject, Req, RequestMethod, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PHOTO_STORE, type PhotoStore, photoKeyOf } from '@lakehouse/server-kit';

/** Uploaded photos and every variant of them are named by their content's hash: a name never holds other bytes. */
const CONTENT_ADDRESSED = /^photos\/(variants\/)?u\//;
const FOR_A_YEAR = 'public, max-age=31536000, immutable';
// The folder's photos keep their names when replaced: cached long, then revalidated (ETag).
const FOR_A_WEEK = 'public, max-age=604800, stale-while-revalidate=86400';

/** The photo addresses: outside /api, served from the photo store (behind nginx too, which caches them). */
export const PHOTO_FILE_ROUTES = [{ path: '/photos/\\*', method: RequestMethod.GET }];

/** GET /photos/…: a photo or one of its variants, from the photo store, whichever process or replica stored it. */
@ApiExcludeController()
@Controller('photos')
export class PhotoFilesController {
  constructor(@Inject(PHOTO_STORE) private readonly store: PhotoStore) {}

  @Get('*')
  async file(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    const key = this.keyOf(request.url);
    const file = key && (await this.store.get(key));
    if (!key || !file) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply
      .header('cache-control', CONTENT_ADDRESSED.test(key) ? FOR_A_YEAR : FOR_A_WEEK)
      .header('x-content-type-options', 'nosniff')
      .type(file.contentType)
      .send(file.body);
  }

  private keyOf(url: string): string | undefined {
    try {
      return photoKeyOf(decodeURIComponent(url.split('?')[0] ?? ''));
    } catch {
      return undefined;
    }
  }
}
