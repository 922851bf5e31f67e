import { createHash } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  AGREEMENT_VARIABLES,
  type FilledAgreement,
  type HouseRulesContent,
  fillHouseTimes,
  houseTimesText,
} from '@lakehouse/contracts';
import { type ReservationEntity, loadPropertySettings } from '@lakehouse/server-kit';
import { bookingScope, fillLiquid, isTemplateError, loadEmailProperty, sourceProblems } from '@lakehouse/messages';
import { liveContentVersion } from '../content/content-versions.js';
import { renderMarkdown } from '../content/render-markdown.js';
import type { PreviewThreads } from '../message-templates/preview-threads.js';

const KNOWN = new Set(AGREEMENT_VARIABLES.map(({ name }) => name));

/** The Markdown if it can be published; else a 400 naming each problem with its line, as the email editor does. */
export function checkedAgreement(markdown: string): string {
  const problems = sourceProblems(markdown, KNOWN);
  if (problems.length === 0) return markdown;
  throw new BadRequestException({
    statusCode: 400,
    message: problems.map(({ message }) => message).join('. '),
    issues: problems.map(({ message }) => ({ field: 'markdown', message })),
  });
}

/** The published house rules as one Markdown text, the house's times put in (`house.rules`). */
async function houseRules(manager: EntityManager): Promise<string> {
  const [live, { settings }] = await Promise.all([
    liveContentVersion(manager, 'house-rules'),
    loadPropertySettings(manager),
  ]);
  const sections = (live?.body as HouseRulesContent | undefined)?.sections ?? [];
  const times = houseTimesText(settings);
  return sections.map(({ title, content }) => `### ${title}\n\n${fillHouseTimes(content, times)}`).join('\n\n');
}

/** What an agreement's variables hold for a stay: the emails' house, guest and stay, and the house rules. */
async function agreementScope(manager: EntityManager, reservation: ReservationEntity): Promise<object> {
  const [property, rules] = await Promise.all([loadEmailProperty(manager), houseRules(manager)]);
  const scope = bookingScope('stay-confirmation', reservation, property, { hostEmail: property.contactEmail ?? '' });
  return { ...scope, house: { ...scope.house, rules } };
}

/** The agreement filled in for a stay: the text a guest signs, and its sanitized HTML. */
export async function fillAgreement(
  manager: EntityManager,
  markdown: string,
  reservation: ReservationEntity,
): Promise<FilledAgreement> {
  try {
    const text = fillLiquid(markdown, await agreementScope(manager, reservation)).trim();
    return { text, html: renderMarkdown(text) };
  } catch (error) {
    // It parses and names only known variables, yet fails when filled (a filter given the wrong kind of value).
    if (isTemplateError(error))
      throw new BadRequestException({ statusCode: 400, message: `The agreement does not fill in: ${error.message}` });
    throw error;
  }
}

/**
 * The agreement as a draft fills in for the editor's preview: filled in the preview thread (time and size budgets,
 * off the event loop), then rendered like the signed one.
 */
export async function previewAgreement(
  manager: EntityManager,
  markdown: string,
  reservation: ReservationEntity,
  threads: PreviewThreads,
): Promise<FilledAgreement> {
  const text = (await threads.text(markdown, await agreementScope(manager, reservation))).trim();
  return { text, html: renderMarkdown(text) };
}

/** The SHA-256 of the text as signed, in hex: what the PDF and the record name. */
export const textHash = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
