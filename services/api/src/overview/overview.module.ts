import { type DynamicModule, Module } from '@nestjs/common';
import { CleaningScheduleAdminController } from '../cleaning/cleaning-schedule-admin.controller.js';
import { CleaningScheduleService } from '../cleaning/cleaning-schedule.service.js';
import { TurnoverFeedController } from '../cleaning/turnover-feed.controller.js';
import { OVERVIEW_OPTIONS, type OverviewOptions } from './overview-options.js';
import { OverviewAdminController } from './overview-admin.controller.js';
import { GetOverviewHandler } from './queries/get-overview.handler.js';
import { ListTurnoversHandler } from './queries/list-turnovers.handler.js';
import { TurnoversAdminController } from './turnovers-admin.controller.js';

/** The host's overview in the admin (what comes next, what is unpaid, how the year goes) the turnover list, and the cleaner's
 * calendar feed and digest settings. */
@Module({})
export class OverviewModule {
  static forRoot(options: OverviewOptions): DynamicModule {
    return {
      module: OverviewModule,
      controllers: [
        OverviewAdminController,
        TurnoversAdminController,
        CleaningScheduleAdminController,
        TurnoverFeedController,
      ],
      providers: [
        { provide: OVERVIEW_OPTIONS, useValue: options },
        GetOverviewHandler,
        ListTurnoversHandler,
        CleaningScheduleService,
      ],
    };
  }
}
