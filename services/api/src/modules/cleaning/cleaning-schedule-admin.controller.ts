import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  type CleaningFeedLink,
  type CleaningSchedule,
  type SaveDigestEmail,
  saveDigestEmailSchema,
} from '@lakehouse/contracts';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { ApiAccess } from '../../platform/openapi/api-access.js';
import { CleaningScheduleService } from './cleaning-schedule.service.js';

/** On the Turnovers page: the cleaner's private calendar link and the digest's address (the host and co-host set them). */
@ApiAccess('adminSession')
@Controller('admin/turnovers')
export class CleaningScheduleAdminController {
  constructor(private readonly cleaning: CleaningScheduleService) {}

  @Get('schedule')
  schedule(): Promise<CleaningSchedule> {
    return this.cleaning.schedule();
  }

  @Post('feed-link')
  @HttpCode(200)
  newFeedLink(): Promise<CleaningFeedLink> {
    return this.cleaning.newFeedLink();
  }

  @Delete('feed-link')
  @HttpCode(204)
  async turnOffFeed(): Promise<void> {
    await this.cleaning.turnOffFeed();
  }

  @Put('digest-email')
  saveDigestEmail(
    @Body(validatedBy(saveDigestEmailSchema)) { digestEmail }: SaveDigestEmail,
  ): Promise<CleaningSchedule> {
    return this.cleaning.saveDigestEmail(digestEmail);
  }
}
