import { type FS, Liquid, LiquidError } from 'liquidjs';
import { type MessageTemplate, type MessageTemplateKey, templateVariables } from '@lakehouse/contracts';

/** Templates never read files: `include`, `render` and `layout` find nothing. */
const noFiles: FS = {
  exists: () => Promise.resolve(false),
  existsSync: () => false,
  readFile: () => Promise.reject(new Error('Templates cannot read files')),
  readFileSync: () => {
    throw new Error('Templates cannot read files');
  },
  resolve: (_root, file) => file,
};

/**
 * The one Liquid engine of the emails. Strict: an unknown variable or filter is an error, not a blank. No output
 * escaping here: the email's HTML escapes every paragraph once. Limits keep a loop from holding the worker.
 */
const liquid = new Liquid({
  strictVariables: true,
  strictFilters: true,
  jsTruthy: true,
  ownPropertyOnly: true,
  fs: noFiles,
  relativeReference: false,
  parseLimit: 20_000,
  renderLimit: 1_000,
  memoryLimit: 1_000_000,
});

export type TemplateField = keyof MessageTemplate;
const TEMPLATE_FIELDS: readonly TemplateField[] = ['subject', 'heading', 'body', 'footer'];

/** A problem in one field of a template, on a line of it, in words for the host. */
export interface TemplateProblem {
  field: TemplateField;
  line: number;
  message: string;
}

const FILE_TAG = /\{%-?\s*(include|render|layout)\b/;

/** A problem of a Liquid source on one of its lines, in words for the host. */
export interface SourceProblem {
  line: number;
  message: string;
}

/** "undefined variable: guest.nick, line:3, col:4" → 3 and a sentence for the host. */
function problemOf(error: LiquidError): SourceProblem {
  const line = error.token?.getPosition()[0] ?? 1;
  const reason = error.message.replace(/, line:\d+, col:\d+$/, '');
  return { line, message: `Line ${line}: ${reason}` };
}

/**
 * What is wrong with a Liquid source (an email's field, the rental agreement): a parse error, a tag that reads
 * files, or a variable not in `known`.
 */
export function sourceProblems(source: string, known: ReadonlySet<string>): SourceProblem[] {
  const lines = source.split('\n');
  const fileTagLine = lines.findIndex((text) => FILE_TAG.test(text));
  if (fileTagLine >= 0)
    return [{ line: fileTagLine + 1, message: `Line ${fileTagLine + 1}: templates cannot include other files` }];
  try {
    const parsed = liquid.parse(source);
    const { globals } = liquid.analyzeSync(parsed, { partials: false });
    return Object.values(globals)
      .flat()
      .filter((variable) => !known.has(variable.toString()))
      .map(({ location }, index, unknown) => ({
        line: location.row,
        message: `Line ${location.row}: unknown variable {{ ${unknown[index]!.toString()} }}`,
      }));
  } catch (error) {
    if (error instanceof LiquidError) return [problemOf(error)];
    throw error;
  }
}

/** Every problem of a template, by field; none when it can be saved. */
export function templateProblems(key: MessageTemplateKey, template: MessageTemplate): TemplateProblem[] {
  const known = new Set(templateVariables(key).map(({ name }) => name));
  return TEMPLATE_FIELDS.flatMap((field) =>
    sourceProblems(template[field], known).map((problem) => ({ field, ...problem })),
  );
}

/** A template's words filled in: the body as its paragraphs (blank lines between them; empty ones left out). */
export interface FilledTemplate {
  subject: string;
  heading: string;
  paragraphs: string[];
  footer: string;
}

/** A Liquid source filled with a scope; throws (a LiquidError) when it does not render with it. */
export const fillLiquid = (source: string, scope: object): string => liquid.parseAndRenderSync(source, scope) as string;
const fill = fillLiquid;

/** Fills a template; throws (a LiquidError) when it does not render with this scope. */
export function fillTemplate(template: MessageTemplate, scope: object): FilledTemplate {
  // A subject is one line whatever a variable holds, so nothing can add a header.
  const oneLine = (source: string) =>
    fill(source, scope)
      .replace(/[\r\n]+/g, ' ')
      .trim();
  return {
    subject: oneLine(template.subject),
    heading: oneLine(template.heading),
    paragraphs: fill(template.body, scope)
      .split(/\n[ \t]*\n/)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => paragraph !== ''),
    footer: fill(template.footer, scope).trim(),
  };
}

/** An error of the template itself (its parsing or its filling), as opposed to a fault of the house's code. */
export const isTemplateError = (error: unknown): error is LiquidError => error instanceof LiquidError;
