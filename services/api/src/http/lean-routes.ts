import type { ExceptionFilter, PipeTransform } from '@nestjs/common';
import {
  EXCEPTION_FILTERS_METADATA,
  GUARDS_METADATA,
  HEADERS_METADATA,
  HTTP_CODE_METADATA,
  INTERCEPTORS_METADATA,
  PIPES_METADATA,
  REDIRECT_METADATA,
} from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { routeArguments } from '../common/route-arguments.js';
import { mergeRouteConfig } from './route-config.js';

type Controller = abstract new (...args: never[]) => object;

interface LeanConfig {
  lean?: { controller: Controller; method: string };
}

/**
 * Marks a public route whose controller method Fastify calls itself, without Nest's per-request pipeline (its
 * context, guard, interceptor and response layers, about a dozen promises a request). For the hot public reads: a
 * marked route may have no guards, interceptors, filters, headers or redirects of its own (start-up fails
 * otherwise), and its parameters are `@Query()` and `@Body()` with their pipes. Errors leave through the API's
 * exception filter, as on every other route. Global enhancers (`app.useGlobalGuards()` and the like) would not reach
 * it either: the API registers none but that filter.
 */
export const LeanRoute = (): MethodDecorator => (target, key, descriptor) =>
  mergeRouteConfig({
    lean: { controller: target.constructor as Controller, method: String(key) },
  } satisfies LeanConfig)(target, key, descriptor);

const SOURCES: Partial<
  Record<RouteParamtypes, { type: 'query' | 'body'; read: (request: FastifyRequest) => unknown }>
> = {
  [RouteParamtypes.QUERY]: { type: 'query', read: (request) => request.query },
  [RouteParamtypes.BODY]: { type: 'body', read: (request) => request.body },
};

/** The method's arguments, each read from the request and passed through its pipes, as Nest would. */
function argumentReaders(controller: Controller, method: string, route: string) {
  return routeArguments(controller, method)
    .map(({ type, index, data, pipes }) => {
      const source = type === undefined ? undefined : SOURCES[type];
      if (!source)
        throw new Error(`@LeanRoute() ${route}: only @Query() and @Body() parameters can be read without Nest.`);
      const metadata = { type: source.type, data: data as string | undefined, metatype: undefined };
      return {
        index,
        read: (request: FastifyRequest): unknown => {
          const whole = source.read(request) as Record<string, unknown> | undefined;
          let value: unknown = data === undefined ? whole : whole?.[data as string];
          for (const pipe of pipes as PipeTransform[]) value = pipe.transform(value, metadata);
          return value;
        },
      };
    })
    .sort((a, b) => a.index - b.index)
    .map(({ index, read }, position) => {
      if (index !== position)
        throw new Error(`@LeanRoute() ${route}: parameter ${position} has no @Query() or @Body().`);
      return read;
    });
}

function refuseEnhancers(controller: Controller, handler: object, route: string): void {
  const onClassOrMethod = [GUARDS_METADATA, INTERCEPTORS_METADATA, PIPES_METADATA, EXCEPTION_FILTERS_METADATA];
  const found = [
    ...onClassOrMethod.filter(
      (key) =>
        (Reflect.getMetadata(key, controller) as unknown[] | undefined)?.length ||
        (Reflect.getMetadata(key, handler) as unknown[] | undefined)?.length,
    ),
    ...[HEADERS_METADATA, REDIRECT_METADATA].filter((key) => Reflect.getMetadata(key, handler) !== undefined),
  ];
  if (found.length)
    throw new Error(`@LeanRoute() ${route} has ${found.join(', ')}, which only Nest's own pipeline applies.`);
}

/**
 * An `onRoute` hook: each @LeanRoute() gets a handler that calls its controller method directly. `instanceOf`
 * gives the controller instance Nest made; `filter` is the API's exception filter.
 */
export function leanRoutes(instanceOf: (controller: Controller) => object, filter: ExceptionFilter) {
  return (route: RouteOptions): void => {
    const config: LeanConfig | undefined = route.config;
    if (!config?.lean) return;
    const { controller, method } = config.lean;
    const name = `${String(route.method)} ${route.url}`;
    const handler = (controller.prototype as Record<string, (...args: unknown[]) => unknown>)[method]!;
    refuseEnhancers(controller, handler, name);
    const readers = argumentReaders(controller, method, name);
    const status =
      (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (route.method === 'POST' ? 201 : 200);
    const instance = instanceOf(controller);
    const fail = (error: unknown, request: FastifyRequest, reply: FastifyReply): void => {
      filter.catch(error, new ExecutionContextHost([request, reply]));
    };
    // Returns nothing, so Fastify does not treat the answer as a promise of its own to follow (which costs a
    // listener on the response's end); the reply is sent here.
    route.handler = function leanHandler(request: FastifyRequest, reply: FastifyReply): void {
      let answer: unknown;
      try {
        answer = handler.apply(
          instance,
          readers.map((read) => read(request)),
        );
      } catch (error) {
        fail(error, request, reply);
        return;
      }
      void Promise.resolve(answer).then(
        (value) => {
          void reply.code(status).send(value);
        },
        (error: unknown) => fail(error, request, reply),
      );
    };
  };
}
