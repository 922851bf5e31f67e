import { Command } from '@nestjs/cqrs';
import type { OwnerBlock, OwnerBlockFields } from '@lakehouse/contracts';

export class AddOwnerBlockCommand extends Command<OwnerBlock> {
  constructor(readonly block: OwnerBlockFields) {
    super();
  }
}
