import { RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { z } from 'zod';
import { type RouteArgument, routeArguments } from '../common/route-arguments.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';

/** One route as Nest registers it, with the zod schemas its validation pipes apply. */
export interface DiscoveredRoute {
  method: string;
  /** The route pattern Nest gives Fastify, with the global prefix: `/api/admin/access-codes/:id`. */
  path: string;
  controller: string;
  handler: string;
  successStatus: number;
  body: z.ZodType | undefined;
  query: z.ZodType | undefined;
  pathParams: string[];
  guards: string[];
}

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : [typeof value === 'string' ? value : ''];

function joinPath(...parts: string[]): string {
  const joined = parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}

function validatedSchema(args: RouteArgument[], type: RouteParamtypes): z.ZodType | undefined {
  for (const argument of args) {
    if (argument.type !== type) continue;
    const pipe = argument.pipes.find((candidate) => candidate instanceof ZodValidationPipe);
    if (pipe) return (pipe as ZodValidationPipe<z.ZodType>).schema;
  }
  return undefined;
}

function guardNames(...targets: object[]): string[] {
  return targets.flatMap((target) =>
    ((Reflect.getMetadata(GUARDS_METADATA, target) as { name?: string }[] | undefined) ?? []).map(
      (guard) => guard.name ?? 'guard',
    ),
  );
}

/** Every route of every controller Nest knows, read from the same metadata Nest routes by. */
export function discoverRoutes(
  discovery: DiscoveryService,
  scanner: MetadataScanner,
  globalPrefix: string,
): DiscoveredRoute[] {
  const routes: DiscoveredRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
    if (!controller) continue;
    const prototype = controller.prototype as Record<string, unknown>;
    for (const controllerPath of asList(Reflect.getMetadata(PATH_METADATA, controller))) {
      for (const handlerName of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[handlerName] as object;
        const methodPaths = Reflect.getMetadata(PATH_METADATA, handler) as unknown;
        if (methodPaths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const args = routeArguments(controller, handlerName);
        for (const methodPath of asList(methodPaths)) {
          const path = joinPath(globalPrefix, controllerPath, methodPath);
          routes.push({
            method,
            path,
            controller: controller.name,
            handler: handlerName,
            successStatus:
              (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ??
              (method === 'POST' ? 201 : 200),
            body: validatedSchema(args, RouteParamtypes.BODY),
            query: validatedSchema(args, RouteParamtypes.QUERY),
            pathParams: [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!),
            guards: guardNames(controller, handler),
          });
        }
      }
    }
  }
  return routes;
}
