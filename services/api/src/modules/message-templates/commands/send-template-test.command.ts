import { Command } from '@nestjs/cqrs';
import type { MessageTemplateKey, MessageTemplateTrial } from '@lakehouse/contracts';

/** "Send me a test": the draft, filled like its preview, to the host's own address. */
export class SendTemplateTestCommand extends Command<{ to: string }> {
  constructor(
    readonly key: MessageTemplateKey,
    readonly trial: MessageTemplateTrial,
  ) {
    super();
  }
}
