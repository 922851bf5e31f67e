import { type MessageTemplate, type MessageTemplateKey, messageTemplateSchema } from '@lakehouse/contracts';
import { DEFAULT_TEMPLATES } from './default-templates.js';
import { type FilledTemplate, type TemplateField, fillTemplate, templateProblems } from './template-engine.js';

/**
 * Which words an email is written with: the host's saved template (`stored`, as read from the database, or null
 * when never saved), or a draft being tried in the editor (`trial`: a preview or a test, which fails loudly).
 */
export type TemplateWords = { stored: unknown } | { trial: MessageTemplate };

const FIELD_NAMES: Record<TemplateField, string> = {
  subject: 'Subject',
  heading: 'Heading',
  body: 'Message',
  footer: 'Small print',
};

/** An email's words filled in; `fallback` says why the default's were used instead of the saved ones. */
export interface ComposedMessage extends FilledTemplate {
  fallback?: string;
}

/** Why a saved template cannot write this email, or none. */
function storedFailure(key: MessageTemplateKey, stored: unknown, scope: object): string | FilledTemplate {
  const parsed = messageTemplateSchema.safeParse(stored);
  if (!parsed.success) return `the saved template is not valid (${parsed.error.issues[0]!.message})`;
  const [problem] = templateProblems(key, parsed.data);
  if (problem) return `${FIELD_NAMES[problem.field]}, ${problem.message}`;
  try {
    return fillTemplate(parsed.data, scope);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The words of one email. A saved template that fails (written by hand in the database, or using something the
 * house no longer offers) never stops the email: the default's words go out and `fallback` tells the host why.
 */
export function composeMessage(key: MessageTemplateKey, words: TemplateWords, scope: object): ComposedMessage {
  if ('trial' in words) return fillTemplate(words.trial, scope);
  if (words.stored === null || words.stored === undefined) return fillTemplate(DEFAULT_TEMPLATES[key], scope);
  const written = storedFailure(key, words.stored, scope);
  if (typeof written !== 'string') return written;
  return { ...fillTemplate(DEFAULT_TEMPLATES[key], scope), fallback: written };
}

/** What an email keeps of its template: which one, and why the default's words went out instead, if they did. */
export const templateRecord = (
  key: MessageTemplateKey,
  { fallback }: ComposedMessage,
): { key: MessageTemplateKey; fallback?: string } => ({ key, ...(fallback ? { fallback } : {}) });
