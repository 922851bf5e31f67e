import { z } from 'zod';
import { oneLine, plainText } from '../text-rules.js';

/**
 * The schemas of host-written Markdown. The API turns every field made with `markdownText` into sanitized HTML
 * before a guest's page gets it (`renderContentMarkdown`), and the admin editor shows these fields as Markdown.
 */
const markdownSchemas = new WeakSet<z.ZodType>();

/** Whether a field of a content schema holds Markdown. */
export const isMarkdownSchema = (schema: z.ZodType): boolean => markdownSchemas.has(schema);

/** Schemes a link in host-written Markdown may use. */
export const ALLOWED_LINK_SCHEMES = ['http:', 'https:', 'mailto:'] as const;

const HTML_TAG = /<\/?[a-z][^>]*>|<[a-z][\w-]*:[^>]*>/i;
const INLINE_LINK_TARGET = /\]\(\s*<?([^\s)>]+)/g;
const REFERENCE_LINK_TARGET = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(\s|$)/gm;

/**
 * What is wrong with the markup of a Markdown text, in words, or null. HTML is refused (the host writes Markdown;
 * the page's look comes from the site), and so is a link whose target is not http(s) or mailto. The server's
 * sanitizer holds the same line for anything stored another way.
 */
export function markupProblem(markdown: string): string | null {
  const tag = HTML_TAG.exec(markdown);
  if (tag)
    return `HTML is not allowed here (found ${tag[0].slice(0, 40)}): write Markdown, e.g. **bold** or - a list item`;
  const targets = [...markdown.matchAll(INLINE_LINK_TARGET), ...markdown.matchAll(REFERENCE_LINK_TARGET)];
  for (const [, target = ''] of targets) {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(target)?.[0].toLowerCase();
    if (!scheme || !(ALLOWED_LINK_SCHEMES as readonly string[]).includes(scheme))
      return `Links must start with https://, http:// or mailto: (found ${target.slice(0, 60)})`;
  }
  return null;
}

/** A required line of text (a title, a name), without line breaks. */
export const lineText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...oneLine(label));

/** A required plain paragraph (shown as typed, never as markup). */
export const paragraphText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...plainText(label));

/** A required Markdown text, refused when it holds HTML or a link that is not http(s) or mailto. */
export function markdownText(label: string, max: number) {
  const schema = paragraphText(label, max).superRefine((text, context) => {
    const problem = markupProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: `${label}: ${problem}` });
  });
  markdownSchemas.add(schema);
  return schema;
}

/** An http(s) address. */
export const webAddress = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine(
      (url) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url),
      `${label} must be a web address starting with https://`,
    );

/** A link on the site ('/guide') or an http(s) address. */
export const linkTarget = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine(
      (url) => /^\/[\w\-/#?=&.]*$/.test(url) || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url),
      `${label} must be a page of the site ('/guide') or a web address starting with https://`,
    );

/** A list the host edits: at least `min` items, at most `max`. */
export const itemList = <Item extends z.ZodType>(label: string, item: Item, min: number, max: number) =>
  z
    .array(item)
    .min(min, min === 1 ? `Add at least one ${label}` : `Add at least ${min} ${label}s`)
    .max(max, `At most ${max} ${label}s`);

/** An item's id, used in its anchor (/policies#cancellation) and its test id: lower-case words joined by '-'. */
export const slugText = (label: string) =>
  lineText(label, 60).refine((id) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id), `${label}: lower-case words joined by -`);
