import type { z } from 'zod';
import { isMarkdownSchema } from './content-text.js';

/** What a field of a content schema is, as far as the renderer and the editor need to know. */
export type ContentField =
  | { type: 'object'; fields: Readonly<Record<string, ContentField>> }
  | { type: 'list'; item: ContentField; min: number; max: number }
  | { type: 'text'; markdown: boolean; multiline: boolean; max: number; allowEmpty: boolean }
  | { type: 'number'; optional: boolean; integer: boolean }
  | { type: 'choice'; options: readonly string[]; optional: boolean };

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, z.ZodType>;
      element?: z.ZodType;
      innerType?: z.ZodType;
      options?: z.ZodType[];
      entries?: Record<string, string>;
      values?: unknown[];
      checks?: { _zod: { def: { check: string; maximum?: number; minimum?: number; format?: string } } }[];
    };
  };
}

const internals = (schema: z.ZodType) => (schema as unknown as ZodInternals)._zod;

/** A schema's own checks' bounds and format (zod fills its `bag` only once it parses). */
function checksOf(schema: z.ZodType): { minimum?: number; maximum?: number; format?: string } {
  const found: { minimum?: number; maximum?: number; format?: string } = {};
  for (const { _zod } of internals(schema).def.checks ?? []) {
    if (_zod.def.check === 'min_length') found.minimum = _zod.def.minimum;
    if (_zod.def.check === 'max_length') found.maximum = _zod.def.maximum;
    if (_zod.def.check === 'number_format') found.format = _zod.def.format;
  }
  return found;
}

/**
 * The shape of a content schema as plain data, read from the zod schema itself so the editor's fields, the
 * Markdown renderer and the validation can never disagree. Covers what the content schemas use: objects, lists,
 * text (Markdown, a paragraph, a line, or empty-or-text), numbers and choices.
 */
export function contentFieldOf(schema: z.ZodType, optional = false): ContentField {
  const { def } = internals(schema);
  const bag = checksOf(schema);
  if (isMarkdownSchema(schema))
    return { type: 'text', markdown: true, multiline: true, max: bag.maximum ?? 10_000, allowEmpty: false };
  switch (def.type) {
    case 'object':
      return {
        type: 'object',
        fields: Object.fromEntries(Object.entries(def.shape!).map(([key, field]) => [key, contentFieldOf(field)])),
      };
    case 'array':
      return {
        type: 'list',
        item: contentFieldOf(def.element!),
        min: bag.minimum ?? 0,
        max: bag.maximum ?? Number.POSITIVE_INFINITY,
      };
    case 'optional':
      return contentFieldOf(def.innerType!, true);
    case 'union': {
      // '' or a text: an optional text field.
      const text = def.options!.find((option) => internals(option).def.type !== 'literal');
      const field = contentFieldOf(text!);
      return field.type === 'text' ? { ...field, allowEmpty: true } : field;
    }
    case 'string':
      return {
        type: 'text',
        markdown: false,
        multiline: (bag.maximum ?? 0) > 200,
        max: bag.maximum ?? 10_000,
        allowEmpty: optional,
      };
    case 'number':
      return { type: 'number', optional, integer: bag.format === 'safeint' };
    case 'enum':
      return { type: 'choice', options: Object.values(def.entries!), optional };
    default:
      throw new Error(`A content schema holds a ${def.type}, which the editor does not know`);
  }
}

/** The value with every Markdown field replaced by what `render` makes of it (the API's sanitized HTML). */
export function mapMarkdownFields(field: ContentField, value: unknown, render: (markdown: string) => string): unknown {
  if (field.type === 'text') return field.markdown && typeof value === 'string' ? render(value) : value;
  if (field.type === 'list' && Array.isArray(value))
    return value.map((item) => mapMarkdownFields(field.item, item, render));
  if (field.type === 'object' && value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        field.fields[key] ? mapMarkdownFields(field.fields[key], item, render) : item,
      ]),
    );
  return value;
}
