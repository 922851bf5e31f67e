import { Command } from '@nestjs/cqrs';

/** Checks the host's admin code; the caller starts the admin session. */
export class AdminLoginCommand extends Command<void> {
  constructor(
    readonly adminCode: string,
    readonly clientHash: string,
  ) {
    super();
  }
}
