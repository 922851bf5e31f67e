import { type DynamicModule, Module } from '@nestjs/common';
import { AvailabilityCache } from './availability-cache.js';
import { AVAILABILITY_OPTIONS, type AvailabilityOptions } from './availability-options.js';
import { AvailabilityController } from './availability.controller.js';
import { GetAvailabilityHandler } from './queries/get-availability.handler.js';
import { GetCalendarExportHandler } from './queries/get-calendar-export.handler.js';

/** GET /api/availability (feed blocks + direct bookings) and the iCal export of the direct bookings. */
@Module({})
export class AvailabilityModule {
  static forRoot(options: AvailabilityOptions): DynamicModule {
    return {
      module: AvailabilityModule,
      controllers: [AvailabilityController],
      providers: [
        { provide: AVAILABILITY_OPTIONS, useValue: options },
        AvailabilityCache,
        GetAvailabilityHandler,
        GetCalendarExportHandler,
      ],
    };
  }
}
