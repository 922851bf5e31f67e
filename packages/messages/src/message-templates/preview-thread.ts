import type { MessageTemplate, MessageTemplateKey } from '@lakehouse/contracts';
import { fillLiquid, isTemplateError } from './template-engine.js';
import { type TrialSource, trialEmail } from './trial-email.js';

/** A preview to fill off the event loop: a draft email from its source, or a Liquid text (the agreement) from its scope. */
export type PreviewTask =
  | { kind: 'email'; key: MessageTemplateKey; template: MessageTemplate; source: TrialSource }
  | { kind: 'text'; source: string; scope: object };

/** What came of it: the filled result, or the template's own error in words (errors lose their class between threads). */
export type PreviewOutcome =
  | { filled: { subject: string; text: string; html: string } }
  | { filled: { text: string } }
  | { templateError: string };

/**
 * Runs in a worker thread of the API's preview pool (see PreviewThreads): a host's draft can loop for seconds (nested
 * `for` tags), which must never hold the API's event loop. The pool bounds its time and memory.
 */
export default function fillPreview(task: PreviewTask): PreviewOutcome {
  try {
    if (task.kind === 'text') return { filled: { text: fillLiquid(task.source, task.scope) } };
    const { subject, text, html } = trialEmail(task.key, task.template, task.source);
    return { filled: { subject, text, html: html ?? '' } };
  } catch (error) {
    if (isTemplateError(error)) return { templateError: error.message };
    throw error;
  }
}
