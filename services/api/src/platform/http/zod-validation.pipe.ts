import { BadRequestException, type ParameterDecoratorOptions, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';

/** Postgres can store no NUL character in text or jsonb, so input carrying one is refused up front. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  return false;
}

/** Validates a body with its contract schema (the same one the form uses); a 400 names every problem. */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    if (containsNul(value)) {
      throw new BadRequestException({ statusCode: 400, message: 'Text must not contain NUL (\\0) characters.' });
    }
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const issues = result.error.issues.map((issue) => ({
      field: issue.path.join('.') || '(body)',
      message:
        issue.code === 'invalid_type' && issue.input === undefined
          ? `${issue.path.join('.')} is required`
          : issue.message,
    }));
    throw new BadRequestException({
      statusCode: 400,
      message: issues.map((issue) => issue.message).join('. '),
      issues,
    });
  }
}

/**
 * `@Body(validatedBy(schema))`, `@Query(validatedBy(schema))`: the parameter is validated by its contract schema, and
 * Nest records that schema with it, so the OpenAPI document describes the input with the very schema that checks it.
 */
export function validatedBy(schema: z.ZodType): ParameterDecoratorOptions {
  return { schema, pipes: [new ZodValidationPipe(schema)] };
}
