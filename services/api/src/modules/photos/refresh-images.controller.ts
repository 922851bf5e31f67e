import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ImageRefreshStarted } from '@lakehouse/contracts';
import { RefreshImagesCommand } from './commands/refresh-images.command.js';
import { PhotoAdminGuard } from './photo-admin.guard.js';
import { ApiAccess } from '../../platform/openapi/api-access.js';

@ApiAccess('adminCode', 'adminSession')
@Controller('refresh-images')
export class RefreshImagesController {
  constructor(private readonly commandBus: CommandBus) {}

  /** 202: the rescan runs as a job; the admin page refetches the property and the manifest afterwards. */
  @Post()
  @HttpCode(202)
  @UseGuards(PhotoAdminGuard)
  refresh(): Promise<ImageRefreshStarted> {
    return this.commandBus.execute(new RefreshImagesCommand());
  }
}
