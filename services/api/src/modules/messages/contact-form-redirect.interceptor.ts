import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Observable, catchError, map, mergeMap } from 'rxjs';
import {
  type ApiError,
  CONTACT_FORM_ELEMENT_ID,
  type ContactFormOutcome,
  type ContactFormPage,
  type ContactFormValues,
  contactFormQuerySchema,
} from '@lakehouse/contracts';
import { apiErrorOf } from '../../platform/errors/api-exception.filter.js';
import { ContactFormOutcomes } from './contact-form-outcomes.js';

const FIELDS = ['name', 'email', 'phone', 'message'] as const satisfies readonly (keyof ContactFormValues)[];
const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name);

/**
 * A refusal as the page shows it: what the guest typed (as text; Postgres keeps no NUL), each invalid field's message,
 * and the API's message when the refusal is not about a field (the email limits).
 */
function refused(page: ContactFormPage, body: unknown, { message, issues = [] }: ApiError): ContactFormOutcome {
  const typed = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value.replaceAll('\u0000', '') : '');
  const values = { name: '', email: '', phone: '', message: '' };
  for (const field of FIELDS) values[field] = text(typed[field]);
  const fieldErrors: Partial<ContactFormValues> = {};
  for (const issue of issues) if (isField(issue.field)) fieldErrors[issue.field] ??= issue.message;
  const aboutFields = Object.keys(fieldErrors).length > 0;
  return { sent: false, page, values, fieldErrors, ...(aboutFields ? {} : { formError: message }) };
}

/**
 * Post/Redirect/Get for the contact form posted without JavaScript: what the route's pipeline came to (sent, or
 * refused by its validation or its limits: a 4xx) is kept for the page the form is on, and the answer is a 303 back
 * to the form there. A server error stays the API's (its exception filter logs it and answers).
 */
@Injectable()
export class ContactFormRedirect implements NestInterceptor {
  constructor(private readonly outcomes: ContactFormOutcomes) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<{ url: string }> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const { page } = contactFormQuerySchema.parse(request.query ?? {});
    return next.handle().pipe(
      map((): ContactFormOutcome => ({ sent: true, page })),
      catchError((error: unknown) => {
        if (!(error instanceof HttpException) || error.getStatus() >= 500) throw error;
        return [refused(page, request.body, apiErrorOf(error, request))];
      }),
      mergeMap(async (outcome) => {
        await this.outcomes.keep(reply, outcome);
        return { url: `${page}#${CONTACT_FORM_ELEMENT_ID}` };
      }),
    );
  }
}
