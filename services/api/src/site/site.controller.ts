import { Controller, Get, Injectable, NotFoundException, Req, RequestMethod, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebSite } from './serve-web.js';
import { ContactFormOutcomes } from '../modules/messages/contact-form-outcomes.js';
import { NewPageRenders } from './new-page-renders.js';

/** The site this process serves, once create-api-app has built it (unset: none, every path outside /api is a 404). */
@Injectable()
export class SiteServer {
  site: WebSite | undefined;
}

/**
 * The routes outside the API prefix. Nest reads each `path` as a path pattern and tests the routes' own paths
 * against it, so `*` is escaped: it excludes the wildcard route itself, not every route.
 */
export const SITE_ROUTES = [
  { path: '/sitemap.xml', method: RequestMethod.GET },
  { path: '/admin', method: RequestMethod.GET },
  { path: '/admin/\\*', method: RequestMethod.GET },
  { path: '/\\*', method: RequestMethod.GET },
];

/**
 * The pages and the sitemap as Nest routes, so that everything the API applies to its routes (guards,
 * interceptors, filters) applies to them too. The answer is written to the reply by the site (headers, status,
 * the encoding asked for), hence `@Res()`. They are pages, not API operations, so the OpenAPI document leaves them out.
 */
@ApiExcludeController()
@Controller()
export class SiteController {
  constructor(
    private readonly server: SiteServer,
    private readonly contactForms: ContactFormOutcomes,
    private readonly newRenders: NewPageRenders,
  ) {}

  @Get('sitemap.xml')
  @RouteConfig({ pageHeaders: 'site' })
  sitemap(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return this.site(request).sitemap(request, reply);
  }

  /** The admin's pages: headers that no site may frame them with. */
  @Get(['admin', 'admin/*'])
  @RouteConfig({ pageHeaders: 'admin' })
  admin(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return this.site(request).page(request, reply, undefined, this.newRenders.countFor(request));
  }

  /** A page; one whose contact form this browser just posted (without JavaScript) shows what that came to. */
  @Get('*')
  @RouteConfig({ pageHeaders: 'site' })
  async page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    const site = this.site(request);
    const contactForm = await this.contactForms.take(request, reply, request.url.split('?', 1)[0]!);
    return site.page(request, reply, contactForm, this.newRenders.countFor(request));
  }

  private site(request: FastifyRequest): WebSite {
    if (!this.server.site) throw new NotFoundException(`Cannot GET ${request.url}`);
    return this.server.site;
  }
}
