import type { FieldErrors as FormErrors, FieldValues } from 'react-hook-form';
import type { FieldErrors } from '../versioned-form/field-errors';

/** react-hook-form's nested errors as messages by the field's path ('sections.0.title'), as the fields read them. */
export function errorsByPath(errors: FormErrors<FieldValues>): FieldErrors {
  const byPath: FieldErrors = {};
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const { message, type } = node as { message?: unknown; type?: unknown };
    if (typeof message === 'string' && type !== undefined && path.length > 0) {
      byPath[path.join('.')] ??= message;
      return;
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'ref' && key !== 'root') walk(child, [...path, key]);
  };
  walk(errors, []);
  return byPath;
}
