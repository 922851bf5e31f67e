import { Command } from '@nestjs/cqrs';

export class DeletePhotoCommand extends Command<void> {
  constructor(readonly photoId: string) {
    super();
  }
}
