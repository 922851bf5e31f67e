import { UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WRONG_SECOND_FACTOR } from '@lakehouse/contracts';
import { AdminCodeCheck } from '../../../platform/auth/admin-code-check.js';
import { AdminLoginCommand } from './admin-login.command.js';

const INVALID_ADMIN_CODE = 'Invalid admin credentials. Please check your code and try again.';

/** Signs the host in: 'granted', or 'second-factor-needed' when the code is right and the factor is still to come. */
@CommandHandler(AdminLoginCommand)
export class AdminLoginHandler implements ICommandHandler<AdminLoginCommand> {
  constructor(private readonly adminCode: AdminCodeCheck) {}

  async execute({
    adminCode,
    secondFactor,
    clientHash,
  }: AdminLoginCommand): Promise<'granted' | 'second-factor-needed'> {
    const { outcome, attempts } = await this.adminCode.signIn(adminCode, secondFactor, clientHash);
    if (outcome === 'granted' || outcome === 'second-factor-needed') return outcome;
    // Each wrong code in a row waits longer before the answer: 0.25 s, 0.5 s, 1 s ... up to 4 s.
    await new Promise((resolve) => setTimeout(resolve, Math.min(250 * 2 ** (attempts - 1), 4_000)));
    throw new UnauthorizedException(outcome === 'wrong-code' ? INVALID_ADMIN_CODE : WRONG_SECOND_FACTOR);
  }
}
