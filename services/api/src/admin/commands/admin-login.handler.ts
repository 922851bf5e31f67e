import { UnauthorizedException } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { AccessAttemptedEvent } from '../../access/events/access-attempted.event.js';
import { AttemptLimiter } from '../../auth/attempt-limiter.js';
import { AuthKeys } from '../../auth/auth-keys.js';
import { AdminLoginCommand } from './admin-login.command.js';

export const INVALID_ADMIN_CODE = 'Invalid admin credentials. Please check your code and try again.';

@CommandHandler(AdminLoginCommand)
export class AdminLoginHandler implements ICommandHandler<AdminLoginCommand> {
  constructor(
    private readonly keys: AuthKeys,
    private readonly limiter: AttemptLimiter,
    private readonly events: EventBus,
  ) {}

  async execute({ adminCode, clientHash }: AdminLoginCommand): Promise<void> {
    const limitKey = `admin-login:${clientHash}`;
    const attempts = await this.limiter.consume(limitKey);
    if (!this.keys.isAdminCode(adminCode)) {
      this.events.publish(new AccessAttemptedEvent('admin-login', 'denied', clientHash));
      // Each wrong code in a row waits longer before the answer: 0.25 s, 0.5 s, 1 s ... up to 4 s.
      await new Promise((resolve) => setTimeout(resolve, Math.min(250 * 2 ** (attempts - 1), 4_000)));
      throw new UnauthorizedException(INVALID_ADMIN_CODE);
    }
    await this.limiter.reset(limitKey);
    this.events.publish(new AccessAttemptedEvent('admin-login', 'granted', clientHash, null, 'admin'));
  }
}
