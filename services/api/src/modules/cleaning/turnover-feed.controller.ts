import { Controller, Get, Header, NotFoundException, Param } from '@nestjs/common';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';
import { CleaningScheduleService } from './cleaning-schedule.service.js';

/** The cleaner's calendar app subscribes to this; the secret in the path is the only key. */
@ApiAccess('anyone')
@Controller('turnovers')
export class TurnoverFeedController {
  constructor(private readonly cleaning: CleaningScheduleService) {}

  /** GET /api/turnovers/<secret>.ics: the turnovers as all-day events. 404 for any other secret, or when off. */
  @ApiErrors(404)
  @Get(':file')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async feed(@Param('file') file: string): Promise<string> {
    const text = file.endsWith('.ics') ? await this.cleaning.feed(file.slice(0, -'.ics'.length)) : null;
    if (text === null) throw new NotFoundException({ statusCode: 404, message: 'Not found' });
    return text;
  }
}
