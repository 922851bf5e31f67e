import { createRequire } from 'node:module';
import { BadRequestException, Injectable, type OnModuleDestroy, ServiceUnavailableException } from '@nestjs/common';
import { Piscina } from 'piscina';
import type { MessageTemplatePreview } from '@lakehouse/contracts';
import type { PreviewOutcome, PreviewTask } from '@lakehouse/messages/preview-thread';

/**
 * How long one preview may take, a thread's start included (loading the templates' code takes a second or two on a
 * busy machine), before its thread is stopped; the Liquid engine's own render limit (1 s) usually ends a loop first.
 */
const PREVIEW_TIME_BUDGET_MS = 5000;
/** The most text a preview may come to (its HTML, or the agreement's text). */
const PREVIEW_SIZE_BUDGET = 1024 * 1024;
/** The memory a preview's thread may take before it is stopped. */
const PREVIEW_HEAP_MB = 64;

/** The built thread's file (the worker package's build), which the pool loads in each thread. */
const threadFile = createRequire(import.meta.url).resolve('@lakehouse/messages/preview-thread');

/**
 * The host's drafts (emails, the agreement) filled off the event loop: one thread, a queue of a few, each preview
 * stopped past its time or memory budget with a 400 that says why, so no draft slows a visitor's page.
 */
@Injectable()
export class PreviewThreads implements OnModuleDestroy {
  private readonly pool = new Piscina<PreviewTask, PreviewOutcome>({
    filename: threadFile,
    minThreads: 0,
    maxThreads: 1,
    maxQueue: 4,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: PREVIEW_HEAP_MB, maxYoungGenerationSizeMb: 16 },
  });

  /** A draft email filled from its source; `what` names it in the 400 ('The template', 'The agreement'). */
  async email(task: Extract<PreviewTask, { kind: 'email' }>): Promise<MessageTemplatePreview> {
    const filled = (await this.fill(task, 'The template')) as MessageTemplatePreview;
    this.withinSize(filled.html.length + filled.text.length, 'The template');
    return filled;
  }

  /** A Liquid text (the agreement) filled from its scope. */
  async text(source: string, scope: object): Promise<string> {
    const { text } = (await this.fill({ kind: 'text', source, scope }, 'The agreement')) as { text: string };
    this.withinSize(text.length, 'The agreement');
    return text;
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.destroy();
  }

  private async fill(task: PreviewTask, what: string): Promise<object> {
    let outcome: PreviewOutcome;
    try {
      outcome = await this.pool.run(task, { signal: AbortSignal.timeout(PREVIEW_TIME_BUDGET_MS) });
    } catch (error) {
      if (error instanceof Error && error.message.includes('Task queue is at limit'))
        throw new ServiceUnavailableException('Other previews are being filled. Please try again in a moment.');
      if (error instanceof Error && /abort/i.test(`${error.name} ${error.message}`))
        throw this.refused(
          `${what} takes too long to fill in (over ${PREVIEW_TIME_BUDGET_MS / 1000} s): loops nested too deep?`,
        );
      if (
        error instanceof Error &&
        /out of memory|ERR_WORKER_OUT_OF_MEMORY/i.test(`${error.message} ${String((error as { code?: unknown }).code)}`)
      )
        throw this.refused(`${what} fills in to more than the preview can hold: loops nested too deep?`);
      throw error;
    }
    if ('templateError' in outcome) throw this.refused(`${what} does not fill in: ${outcome.templateError}`);
    return outcome.filled;
  }

  private withinSize(length: number, what: string): void {
    if (length > PREVIEW_SIZE_BUDGET)
      throw this.refused(
        `${what} fills in to over ${PREVIEW_SIZE_BUDGET / 1024 / 1024} MB of text: loops nested too deep?`,
      );
  }

  private refused(message: string): BadRequestException {
    return new BadRequestException({ statusCode: 400, message });
  }
}
