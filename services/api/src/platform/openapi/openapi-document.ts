import type { INestApplication } from '@nestjs/common';
import {
  DocumentBuilder,
  type OpenAPIObject,
  type OperationObject,
  type SchemaObject,
  SwaggerModule,
} from '@nestjs/swagger';
import { z } from 'zod';
import { apiErrorSchema } from '@lakehouse/contracts';
import {
  CLIENT_ERRORS_EXTENSION,
  type ClientErrorStatus,
  SECURITY_SCHEMES,
  type SecurityScheme,
} from './api-access.js';

/** An operation as swagger writes it, with the route's own client errors still in their extension. */
type DescribedOperation = OperationObject & { [CLIENT_ERRORS_EXTENSION]?: ClientErrorStatus[] };

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** Why a route may answer each 4xx, by what it asks of the caller. */
const ACCESS_ERRORS: Record<SecurityScheme, Partial<Record<number, string>>> = {
  adminSession: {
    401: 'No session, or it expired: sign in again.',
    403: "A guest's session, or an admin person this route is not open to (`message` says which).",
  },
  guestSession: { 401: 'No session, or it expired.' },
  adminCode: { 401: 'Neither an admin session nor the admin code.', 429: 'Too many wrong codes from this client.' },
  reservationTicket: { 403: 'This browser holds no ticket for the reservation.' },
  bookingKey: { 404: 'No booking with this reference and key.' },
  stripeSignature: { 400: 'The signature is missing or does not match the body.' },
};

/** What a route's own `@ApiErrors()` statuses mean, said once for all. */
const ROUTE_ERRORS: Record<ClientErrorStatus, string> = {
  401: 'The code or credentials are not right.',
  403: 'Not allowed for this caller: `message` says why.',
  404: 'Nothing by that id or name (any more).',
  409: 'The change conflicts with the current state: `message` says how.',
  413: 'The body is larger than the route takes: `message` says the limit.',
  422: 'The body was read but cannot be used (a file that is not a usable photo): `message` says why.',
  429: 'Too many requests from this client or for this email address: wait, then try again (`Retry-After`).',
};

const ANY_REQUEST_ERROR =
  'The request could not be read, or its input is not valid: `message` says why, `issues` names each invalid field.';

/** The API's error body as a schema component (without the JSON Schema dialect, which the document sets). */
function apiErrorJsonSchema(): SchemaObject {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(apiErrorSchema, { target: 'draft-2020-12' });
  return schema as SchemaObject;
}

const FORM_BODY = 'application/x-www-form-urlencoded';

/** Whether the operation's body is a form a browser posts (the contact form without JavaScript), not JSON. */
const takesForm = ({ requestBody }: DescribedOperation) =>
  requestBody !== undefined && 'content' in requestBody && FORM_BODY in requestBody.content;

/** The client errors an operation can answer, each with the reasons for it. */
function clientErrors(method: string, operation: DescribedOperation): Map<number, string[]> {
  const errors = new Map<number, string[]>([[400, [ANY_REQUEST_ERROR]]]);
  const add = (status: number, reason: string | undefined): void => {
    if (reason) errors.set(status, [...(errors.get(status) ?? []), reason]);
  };
  const requirements = operation.security ?? [];
  const schemes = requirements.flatMap((requirement) => Object.keys(requirement) as SecurityScheme[]);
  // A call without credentials is refused only where no requirement is empty (anyone may call otherwise).
  const anyoneMayCall = requirements.some((requirement) => Object.keys(requirement).length === 0);
  if (!anyoneMayCall)
    for (const scheme of new Set(schemes))
      for (const [status, reason] of Object.entries(ACCESS_ERRORS[scheme])) add(Number(status), reason);
  if (WRITE_METHODS.has(method) && !schemes.includes('stripeSignature')) {
    add(403, 'A write from another website (Origin or Sec-Fetch-Site).');
    add(415, takesForm(operation) ? 'A body that is not a urlencoded form.' : 'A body that is not JSON.');
  }
  for (const status of operation[CLIENT_ERRORS_EXTENSION] ?? []) add(status, ROUTE_ERRORS[status]);
  return errors;
}

/** `ReservationsAdminController.resendInvoice` -> `Resend invoice` */
function summaryOf(operationId: string): string {
  const words = operationId
    .slice(operationId.indexOf('.') + 1)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every operation gets a summary from its method's name and lists its 4xx answers, all with the API's error body. */
function describeOperations(document: OpenAPIObject): void {
  for (const pathItem of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(pathItem) as [string, DescribedOperation][]) {
      if (!operation?.responses) continue;
      operation.summary ??= summaryOf(operation.operationId ?? method);
      for (const [status, reasons] of clientErrors(method, operation)) {
        // A response the route describes itself (its own body) stays as it is.
        operation.responses[status] ??= {
          description: reasons.join(' '),
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        };
      }
      delete operation[CLIENT_ERRORS_EXTENSION];
    }
  }
}

/** The OpenAPI 3.1 description of every route Nest registered, inputs from the zod schemas that validate them. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Lake house direct booking API')
    .setVersion('1.0.0')
    .setDescription(
      'Every body is JSON, except the contact form posted without JavaScript (urlencoded). Writes must come from the ' +
        'site itself (a cross-site Origin or Sec-Fetch-Site gets 403). ' +
        'Sessions are the signed HttpOnly cookie `lakehouse_session`. See docs/api.md for the rules behind each call.',
    )
    .addServer('/', 'This site: every path below starts with /api');
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) builder.addSecurity(name, scheme);
  const document = SwaggerModule.createDocument(app, builder.build(), {
    operationIdFactory: (controller, method) => `${controller}.${method}`,
  });
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ApiError: apiErrorJsonSchema() },
  };
  describeOperations(document);
  return document;
}
