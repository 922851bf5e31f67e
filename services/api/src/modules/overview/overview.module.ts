import { type DynamicModule, Module } from '@nestjs/common';
import { OVERVIEW_OPTIONS, type OverviewOptions } from './overview-options.js';
import { OverviewAdminController } from './overview-admin.controller.js';
import { GetOverviewHandler } from './queries/get-overview.handler.js';

/** The host's overview in the admin: what comes next, what is unpaid, how the year goes. */
@Module({})
export class OverviewModule {
  static forRoot(options: OverviewOptions): DynamicModule {
    return {
      module: OverviewModule,
      controllers: [OverviewAdminController],
      providers: [{ provide: OVERVIEW_OPTIONS, useValue: options }, GetOverviewHandler],
    };
  }
}
