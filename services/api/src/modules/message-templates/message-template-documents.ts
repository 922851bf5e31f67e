import { BadRequestException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  type AdminMessageTemplate,
  type MessageTemplate,
  type MessageTemplateKey,
  messageTemplateSchema,
  templateVariables,
} from '@lakehouse/contracts';
import { EmailEntity, type ContentDocumentEntity } from '@lakehouse/server-kit';
import { DEFAULT_TEMPLATES, templateProblems } from '@lakehouse/messages';

/** Who a save is recorded as: the admin sign-in is the host's. */
export const SAVED_BY_HOST = 'the host (admin sign-in)';

const FIELD_NAMES: Record<keyof MessageTemplate, string> = {
  subject: 'Subject',
  heading: 'Heading',
  body: 'Message',
  footer: 'Small print',
};

/** The template if it can be saved; else a 400 naming each field's problem with its line (`template.body`). */
export function checkedTemplate(key: MessageTemplateKey, template: MessageTemplate): MessageTemplate {
  const problems = templateProblems(key, template);
  if (problems.length === 0) return template;
  throw new BadRequestException({
    statusCode: 400,
    message: problems.map(({ field, message }) => `${FIELD_NAMES[field]}, ${message}`).join('. '),
    issues: problems.map(({ field, message }) => ({ field: `template.${field}`, message })),
  });
}

const sameWords = (a: MessageTemplate, b: MessageTemplate) =>
  a.subject === b.subject && a.heading === b.heading && a.body === b.body && a.footer === b.footer;

/** The words a stored version holds, or the default's where a hand-written row does not fit the schema. */
const storedWords = (key: MessageTemplateKey, document: ContentDocumentEntity | null): MessageTemplate => {
  const parsed = messageTemplateSchema.safeParse(document?.body);
  return parsed.success ? parsed.data : DEFAULT_TEMPLATES[key];
};

/** The last email since `since` that went out with the default's words because the saved ones failed. */
async function lastFallback(
  manager: EntityManager,
  key: MessageTemplateKey,
  since: Date | null,
): Promise<AdminMessageTemplate['fallback']> {
  const query = manager
    .createQueryBuilder(EmailEntity, 'email')
    .where('email.templateKey = :key AND email.templateFallback IS NOT NULL', { key })
    .orderBy('email.createdAt', 'DESC');
  if (since) query.andWhere('email.createdAt >= :since', { since });
  const email = await query.getOne();
  return email ? { at: email.createdAt.toISOString(), reason: email.templateFallback! } : null;
}

/** A version of a template as the editor reads it (version 0: the default, never saved). */
export async function adminMessageTemplate(
  manager: EntityManager,
  key: MessageTemplateKey,
  document: ContentDocumentEntity | null,
): Promise<AdminMessageTemplate> {
  const template = storedWords(key, document);
  return {
    key,
    version: document?.version ?? 0,
    publishedAt: document?.publishedAt.toISOString() ?? null,
    publishedBy: document?.publishedBy ?? null,
    template,
    isDefault: sameWords(template, DEFAULT_TEMPLATES[key]),
    defaultTemplate: DEFAULT_TEMPLATES[key],
    variables: templateVariables(key),
    fallback: await lastFallback(manager, key, document?.publishedAt ?? null),
  };
}
