import { Command } from '@nestjs/cqrs';

/** Checks the host's admin code and second factor (once added); the caller starts the admin session. */
export class AdminLoginCommand extends Command<'granted' | 'second-factor-needed'> {
  constructor(
    readonly adminCode: string,
    readonly secondFactor: string | undefined,
    readonly clientHash: string,
  ) {
    super();
  }
}
