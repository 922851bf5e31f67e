import { Command } from '@nestjs/cqrs';

export class DeleteAccessCodeCommand extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}
