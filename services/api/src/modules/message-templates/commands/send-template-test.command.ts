import { Command } from '@nestjs/cqrs';
import type { MessageTemplateKey, MessageTemplateTrial } from '@lakehouse/contracts';
import type { AdminActor } from '../../../platform/auth/admin-actor.js';

/** "Send me a test": the draft, filled like its preview, to the signed-in person's own address. */
export class SendTemplateTestCommand extends Command<{ to: string }> {
  constructor(
    readonly key: MessageTemplateKey,
    readonly trial: MessageTemplateTrial,
    readonly actor: AdminActor,
  ) {
    super();
  }
}
