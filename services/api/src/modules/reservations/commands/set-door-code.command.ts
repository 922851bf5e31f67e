import { Command } from '@nestjs/cqrs';
import type { AdminDoorCode } from '@lakehouse/contracts';

/** The host gives a confirmed stay the code their lock already has, in place of the generated one. */
export class SetDoorCodeCommand extends Command<AdminDoorCode> {
  constructor(
    readonly id: string,
    readonly code: string,
  ) {
    super();
  }
}
