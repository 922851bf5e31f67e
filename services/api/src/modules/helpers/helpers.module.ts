import { Module } from '@nestjs/common';
import { HelperSignInController } from './helper-sign-in.controller.js';
import { HelpersAdminController } from './helpers-admin.controller.js';
import { HelpersService } from './helpers.service.js';

/** The people the host lets into the admin: invites, their sign-in, and the host's list of them. */
@Module({
  controllers: [HelperSignInController, HelpersAdminController],
  providers: [HelpersService],
})
export class HelpersModule {}
