import { Command } from '@nestjs/cqrs';
import type { AccessCode } from '@lakehouse/contracts';

export class UpdateAccessCodeCommand extends Command<AccessCode> {
  constructor(
    readonly id: string,
    readonly changes: { isActive: boolean; maxUsage?: number | null; expiresAt?: string | null },
  ) {
    super();
  }
}
