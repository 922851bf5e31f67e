import { UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdminCodeCheck } from '../../auth/admin-code-check.js';
import { AdminLoginCommand } from './admin-login.command.js';

const INVALID_ADMIN_CODE = 'Invalid admin credentials. Please check your code and try again.';

@CommandHandler(AdminLoginCommand)
export class AdminLoginHandler implements ICommandHandler<AdminLoginCommand> {
  constructor(private readonly adminCode: AdminCodeCheck) {}

  async execute({ adminCode, clientHash }: AdminLoginCommand): Promise<void> {
    const { isValid, attempts } = await this.adminCode.check(adminCode, clientHash, 'admin-login');
    if (!isValid) {
      // Each wrong code in a row waits longer before the answer: 0.25 s, 0.5 s, 1 s ... up to 4 s.
      await new Promise((resolve) => setTimeout(resolve, Math.min(250 * 2 ** (attempts - 1), 4_000)));
      throw new UnauthorizedException(INVALID_ADMIN_CODE);
    }
  }
}
