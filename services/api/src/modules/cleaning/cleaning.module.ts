import { type DynamicModule, Module } from '@nestjs/common';
import { CLEANING_OPTIONS, type CleaningOptions } from './cleaning-options.js';
import { CleaningScheduleAdminController } from './cleaning-schedule-admin.controller.js';
import { CleaningScheduleService } from './cleaning-schedule.service.js';
import { ListTurnoversHandler } from './queries/list-turnovers.handler.js';
import { TurnoverFeedController } from './turnover-feed.controller.js';
import { TurnoversAdminController } from './turnovers-admin.controller.js';

/** The turnovers between stays, the cleaner's calendar feed and the cleaning digest's settings. */
@Module({})
export class CleaningModule {
  static forRoot(options: CleaningOptions): DynamicModule {
    return {
      module: CleaningModule,
      controllers: [TurnoversAdminController, CleaningScheduleAdminController, TurnoverFeedController],
      providers: [{ provide: CLEANING_OPTIONS, useValue: options }, ListTurnoversHandler, CleaningScheduleService],
    };
  }
}
