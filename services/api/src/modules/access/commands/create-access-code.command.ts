import { Command } from '@nestjs/cqrs';
import type { AccessCode, AccessCodeType } from '@lakehouse/contracts';

export class CreateAccessCodeCommand extends Command<AccessCode> {
  constructor(
    readonly code: {
      code: string;
      type: AccessCodeType;
      description: string | null;
      isActive: boolean;
      maxUsage: number | null;
      expiresAt: string | null;
    },
  ) {
    super();
  }
}
