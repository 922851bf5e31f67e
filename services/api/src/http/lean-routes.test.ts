import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  BadRequestException,
  Body,
  type CanActivate,
  Controller,
  Get,
  HttpCode,
  Module,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { z } from 'zod';
import { ApiExceptionFilter } from '../common/api-exception.filter.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { LeanRoute, leanRoutes } from './lean-routes.js';

const windowSchema = z.object({ nights: z.coerce.number().int().min(1, 'Choose at least one night') });

/** The same four answers twice: through Nest's own pipeline (`/nest/...`) and marked lean (`/lean/...`). */
function controllerAt(path: string, lean: boolean) {
  const mark: MethodDecorator = lean ? LeanRoute() : () => undefined;
  @Controller(path)
  class HouseController {
    calls = 0;

    @Get('house')
    @mark
    async house() {
      this.calls += 1;
      await Promise.resolve();
      return { name: 'Lake house', calls: this.calls };
    }

    @Get('window')
    @mark
    window(@Query(new ZodValidationPipe(windowSchema)) query: z.infer<typeof windowSchema>) {
      return { nights: query.nights };
    }

    @Post('quote')
    @HttpCode(200)
    @mark
    quote(@Body(new ZodValidationPipe(windowSchema)) body: z.infer<typeof windowSchema>) {
      if (body.nights > 30) throw new BadRequestException('Stays are at most 30 nights.');
      return { total: body.nights * 100 };
    }

    @Get('broken')
    @mark
    broken(): Promise<never> {
      return Promise.reject(new Error('a bug'));
    }
  }
  return HouseController;
}

const LeanController = controllerAt('lean', true);
const NestController = controllerAt('nest', false);

async function appWith(controllers: (new (...args: never[]) => object)[]): Promise<NestFastifyApplication> {
  @Module({ controllers })
  class TestModule {}
  const app = await NestFactory.create<NestFastifyApplication>(TestModule, new FastifyAdapter({ skipMiddie: true }), {
    logger: false,
    abortOnError: false,
  });
  const filter = new ApiExceptionFilter();
  app
    .getHttpAdapter()
    .getInstance()
    .addHook(
      'onRoute',
      leanRoutes((controller) => app.get(controller, { strict: false }), filter),
    );
  app.useGlobalFilters(filter);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

describe('@LeanRoute()', () => {
  let app: NestFastifyApplication;
  let baseUrl: string;
  beforeAll(async () => {
    app = await appWith([LeanController, NestController]);
    await app.listen(0, '127.0.0.1');
    baseUrl = await app.getUrl();
  });
  afterAll(async () => {
    await app.close();
  });

  async function ask(method: 'GET' | 'POST', url: string, payload?: object) {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      ...(payload ? { body: JSON.stringify(payload), headers: { 'content-type': 'application/json' } } : {}),
    });
    return { statusCode: response.status, type: response.headers.get('content-type'), body: await response.json() };
  }

  it.each([
    ['GET', 'house', undefined],
    ['GET', 'window?nights=3', undefined],
    ['GET', 'window?nights=0', undefined],
    ['GET', 'window', undefined],
    ['POST', 'quote', { nights: 2 }],
    ['POST', 'quote', { nights: 31 }],
    ['POST', 'quote', { nights: 'many' }],
    ['GET', 'broken', undefined],
  ] as const)('%s %s answers as through Nest: same status, type and body', async (method, path, payload) => {
    const lean = await ask(method, `/lean/${path}`, payload);
    const nest = await ask(method, `/nest/${path}`, payload);
    expect(lean.statusCode).toBe(nest.statusCode);
    expect(lean.type).toBe(nest.type);
    expect(lean.body).toEqual(nest.body);
  });

  it('calls the controller instance Nest made, and refuses a bad query in words', async () => {
    const first = (await ask('GET', '/lean/house')).body as { calls: number };
    const second = (await ask('GET', '/lean/house')).body as { calls: number };
    expect(second.calls).toBe(first.calls + 1);
    expect(app.get(LeanController).calls).toBe(second.calls);
    expect((await ask('GET', '/lean/window?nights=0')).body).toMatchObject({
      statusCode: 400,
      message: 'Choose at least one night',
    });
  });

  it('stops start-up on a lean route with a guard, which only Nest would run', async () => {
    class Anyone implements CanActivate {
      canActivate() {
        return true;
      }
    }
    @Controller('guarded')
    class GuardedController {
      @Get()
      @UseGuards(Anyone)
      @LeanRoute()
      read() {
        return {};
      }
    }
    await expect(appWith([GuardedController])).rejects.toThrow(
      "@LeanRoute() GET /guarded has __guards__, which only Nest's own pipeline applies.",
    );
  });
});
