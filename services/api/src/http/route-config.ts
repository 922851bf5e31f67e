import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants.js';

/**
 * A method decorator adding keys to the Fastify route config Nest hands to `fastify.route()`. Unlike
 * `@RouteConfig()`, which replaces the whole config, several of these combine on one handler.
 */
export function mergeRouteConfig(patch: Record<string, unknown>): MethodDecorator {
  return (_target, _key, descriptor) => {
    const handler = descriptor.value as object;
    const current = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) as object | undefined) ?? {};
    Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...current, ...patch }, handler);
    return descriptor;
  };
}
