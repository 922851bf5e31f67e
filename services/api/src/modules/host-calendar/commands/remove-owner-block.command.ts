import { Command } from '@nestjs/cqrs';

export class RemoveOwnerBlockCommand extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}
