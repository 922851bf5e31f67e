import { timingSafeEqual } from 'node:crypto';
import { Controller, Get, Header, Inject, NotFoundException, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { PUBLIC_SHARED_BRIEFLY } from '../../platform/http/cache-control.js';
import { type AvailabilityQuery, type AvailabilityResponse, availabilityQuerySchema } from '@lakehouse/contracts';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { AVAILABILITY_OPTIONS, type AvailabilityOptions } from './availability-options.js';
import { GetAvailabilityQuery } from './queries/get-availability.query.js';
import { GetCalendarExportQuery } from './queries/get-calendar-export.query.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

@ApiAccess('anyone')
@Controller()
export class AvailabilityController {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(AVAILABILITY_OPTIONS) private readonly options: AvailabilityOptions,
  ) {}

  @Get('availability')
  @Header('Cache-Control', PUBLIC_SHARED_BRIEFLY)
  async get(@Query(validatedBy(availabilityQuerySchema)) query: AvailabilityQuery): Promise<AvailabilityResponse> {
    return (await this.queryBus.execute(new GetAvailabilityQuery(query))).value;
  }

  /** GET /api/calendar/<token>.ics: the direct bookings and owner blocks as busy all-day events. 404 when off or the token is wrong. */
  @ApiErrors(404)
  @Get('calendar/:file')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async export(@Param('file') file: string): Promise<string> {
    const token = this.options.exportToken;
    if (!token || !file.endsWith('.ics') || !sameSecret(file.slice(0, -'.ics'.length), token)) {
      throw new NotFoundException({ statusCode: 404, message: 'Not found' });
    }
    return this.queryBus.execute(new GetCalendarExportQuery());
  }
}
