import { Body, Controller, Get, HttpCode, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { LeanRoute } from '../http/lean-routes.js';
import { ReadyAnswer } from '../http/ready-answer-route.js';
import { Revalidated } from '../http/revalidate.js';
import { type PhotoManifest, type PhotoManifestUpdate, photoManifestUpdateSchema } from '@lakehouse/contracts';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { UpdatePhotoManifestCommand } from './commands/update-photo-manifest.command.js';
import { PhotoAdminGuard } from './photo-admin.guard.js';
import { GetPhotoManifestQuery } from './queries/get-photo-manifest.query.js';

@Controller('photo-manifest')
export class PhotoManifestController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @Get()
  @Revalidated()
  @ReadyAnswer()
  @LeanRoute()
  async get(): Promise<PhotoManifest> {
    return (await this.queryBus.execute(new GetPhotoManifestQuery())).value;
  }

  @Put()
  @HttpCode(200)
  @UseGuards(PhotoAdminGuard)
  update(@Body(new ZodValidationPipe(photoManifestUpdateSchema)) update: PhotoManifestUpdate): Promise<PhotoManifest> {
    return this.commandBus.execute(new UpdatePhotoManifestCommand(update));
  }
}
