import { z } from 'zod';
import { apiErrorSchema } from '@lakehouse/contracts';
import type { DiscoveredRoute } from './discover-routes.js';

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
}

/** The request side of a schema (what a client sends); refinements and transforms don't show in JSON Schema. */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** `/api/admin/access-codes/:id` -> `/api/admin/access-codes/{id}` */
function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/** `listAccessCodes` -> `List access codes` */
function summaryOf(handler: string): string {
  const words = handler.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const securityByGuard: Record<string, Record<string, string[]>[]> = {
  AdminGuard: [{ adminSession: [] }],
  PhotoAdminGuard: [{ adminCode: [] }, { adminSession: [] }],
};

function queryParameters(schema: z.ZodType): unknown[] {
  const described = jsonSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(described.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: described.required?.includes(name) ?? false,
    schema: property,
  }));
}

function operation(route: DiscoveredRoute): Record<string, unknown> {
  const security = route.guards.flatMap((guard) => securityByGuard[guard] ?? []);
  return {
    operationId: `${route.controller}.${route.handler}`,
    summary: summaryOf(route.handler),
    tags: [route.controller.replace(/Controller$/, '')],
    parameters: [
      ...route.pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...(route.query ? queryParameters(route.query) : []),
    ],
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body) } } } }
      : {}),
    ...(security.length > 0 ? { security } : {}),
    responses: {
      [String(route.successStatus)]: { description: 'Success' },
      default: {
        description: 'Any non-OK answer: `message` is written for a person to read; `issues` names each invalid field',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      },
    },
  };
}

/** The OpenAPI 3.1 description of every route Nest registered, inputs from the zod schemas that validate them. */
export function buildOpenApiDocument(routes: DiscoveredRoute[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lake house direct booking API',
      version: '1.0.0',
      description:
        'Every body is JSON. Writes must come from the site itself (a cross-site Origin or Sec-Fetch-Site gets 403). ' +
        'Sessions are the signed HttpOnly cookie `lakehouse_session`. See docs/api.md for the rules behind each call.',
    },
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiErrorSchema) },
      securitySchemes: {
        adminSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'lakehouse_session',
          description: 'The admin session from POST /api/admin/login',
        },
        adminCode: { type: 'apiKey', in: 'header', name: 'X-Access-Code', description: 'The admin code' },
      },
    },
  };
}
