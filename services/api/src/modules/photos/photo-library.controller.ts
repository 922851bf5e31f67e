import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  UseGuards,
  BadRequestException,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type LibraryPhoto,
  PHOTO_FILE_NAME_HEADER,
  type PhotoDetailsUpdate,
  photoDetailsUpdateSchema,
  photoUploadMessages,
} from '@lakehouse/contracts';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';
import { DeletePhotoCommand } from './commands/delete-photo.command.js';
import { PHOTO_GONE_MESSAGE } from './commands/update-photo-details.handler.js';
import { UpdatePhotoDetailsCommand } from './commands/update-photo-details.command.js';
import { UploadPhotoCommand } from './commands/upload-photo.command.js';
import { PhotoAdminGuard } from './photo-admin.guard.js';
import { GetPhotoLibraryQuery } from './queries/get-photo-library.query.js';
import { uploadFileName } from './upload-file-name.js';

const photoId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(PHOTO_GONE_MESSAGE) });

/** The host's photo library: upload (one file a request, its bytes as the body), describe, delete. */
@ApiAccess('adminCode', 'adminSession')
@Controller('photos')
@UseGuards(PhotoAdminGuard)
export class PhotoLibraryController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  list(): Promise<LibraryPhoto[]> {
    return this.queryBus.execute(new GetPhotoLibraryQuery());
  }

  /** 201 with the photo (its variants follow in a job); 409 the same photo again; 413 too large; 422 not a usable photo. */
  @ApiErrors(409, 413, 422)
  @Post()
  upload(@Body() body: unknown, @Headers(PHOTO_FILE_NAME_HEADER) name: string | undefined): Promise<LibraryPhoto> {
    if (!Buffer.isBuffer(body))
      throw new BadRequestException("Send the photo's bytes as the body (Content-Type: application/octet-stream).");
    if (body.length === 0) throw new BadRequestException(photoUploadMessages.empty);
    return this.commandBus.execute(new UploadPhotoCommand(body, uploadFileName(name)));
  }

  @ApiErrors(404)
  @Patch(':id')
  describe(
    @Param('id', photoId) id: string,
    @Body(validatedBy(photoDetailsUpdateSchema)) details: PhotoDetailsUpdate,
  ): Promise<LibraryPhoto> {
    return this.commandBus.execute(new UpdatePhotoDetailsCommand(id, details));
  }

  @ApiErrors(404)
  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id', photoId) id: string): Promise<void> {
    await this.commandBus.execute(new DeletePhotoCommand(id));
  }
}
