import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import type { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';

/** One parameter of a controller method as Nest's parameter decorators (`@Query()`, `@Body()`…) record it. */
export interface RouteArgument {
  /** Which decorator; undefined for a custom one (`createParamDecorator`). */
  type: RouteParamtypes | undefined;
  /** The parameter's position. */
  index: number;
  /** The decorator's argument (`@Query('name')`), if any. */
  data?: unknown;
  pipes: unknown[];
}

/** The recorded parameters of a controller's method, read from the same metadata Nest routes by. */
export function routeArguments(controller: object, method: string): RouteArgument[] {
  const recorded = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
    string,
    { index: number; data?: unknown; pipes?: unknown[] }
  >;
  // Keys are `<type>:<index>`; a custom decorator's type is not a number.
  return Object.entries(recorded).map(([key, { index, data, pipes = [] }]) => {
    const type = Number(key.split(':')[0]);
    return { type: Number.isNaN(type) ? undefined : type, index, data, pipes };
  });
}
