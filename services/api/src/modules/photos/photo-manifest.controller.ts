import { Body, Controller, Get, Header, HttpCode, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { PUBLIC_SHARED_BRIEFLY } from '../../platform/http/cache-control.js';
import { type PhotoManifest, type PhotoManifestUpdate, photoManifestUpdateSchema } from '@lakehouse/contracts';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { UpdatePhotoManifestCommand } from './commands/update-photo-manifest.command.js';
import { PhotoAdminGuard } from './photo-admin.guard.js';
import { GetPhotoManifestQuery } from './queries/get-photo-manifest.query.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';

@Controller('photo-manifest')
export class PhotoManifestController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @ApiAccess('anyone')
  @Get()
  @Header('Cache-Control', PUBLIC_SHARED_BRIEFLY)
  async get(): Promise<PhotoManifest> {
    return (await this.queryBus.execute(new GetPhotoManifestQuery())).value;
  }

  @ApiAccess('adminCode', 'adminSession')
  @ApiErrors(409)
  @Put()
  @HttpCode(200)
  @UseGuards(PhotoAdminGuard)
  update(@Body(validatedBy(photoManifestUpdateSchema)) update: PhotoManifestUpdate): Promise<PhotoManifest> {
    return this.commandBus.execute(new UpdatePhotoManifestCommand(update));
  }
}
