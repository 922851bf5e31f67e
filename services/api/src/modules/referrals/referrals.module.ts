import { Module } from '@nestjs/common';
import { SubmitReferralHandler } from './commands/submit-referral.handler.js';
import { ReferralsController } from './referrals.controller.js';

@Module({
  controllers: [ReferralsController],
  providers: [SubmitReferralHandler],
})
export class ReferralsModule {}
