import { NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { AccessCode } from '@lakehouse/contracts';
import { AccessCodeEntity } from '@lakehouse/server-kit';
import { SessionService } from '../../../platform/auth/session.service.js';
import { accessCodeView } from '../access-code.view.js';
import { UpdateAccessCodeCommand } from './update-access-code.command.js';

@CommandHandler(UpdateAccessCodeCommand)
export class UpdateAccessCodeHandler implements ICommandHandler<UpdateAccessCodeCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
  ) {}

  async execute({ id, changes }: UpdateAccessCodeCommand): Promise<AccessCode> {
    const repository = this.dataSource.getRepository(AccessCodeEntity);
    const code = await repository.findOneBy({ id });
    if (!code) throw new NotFoundException('That access code no longer exists.');
    code.isActive = changes.isActive;
    if (changes.maxUsage !== undefined) code.maxUsage = changes.maxUsage;
    if (changes.expiresAt !== undefined) code.expiresAt = changes.expiresAt ? new Date(changes.expiresAt) : null;
    const saved = await repository.save(code);
    // A deactivated code's guests are signed out now, not when their cookies expire (deleting a code cascades).
    if (!saved.isActive) await this.sessions.endForAccessCode(saved.id);
    return accessCodeView(saved);
  }
}
