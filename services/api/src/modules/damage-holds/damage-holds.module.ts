import { Module } from '@nestjs/common';
import { ClaimDamageHoldHandler } from './commands/claim-damage-hold.handler.js';
import { DamageHoldsAdminController } from './damage-holds-admin.controller.js';

/** The damage deposit held on the guest's card: the host's claim (the worker places and releases it). */
@Module({ controllers: [DamageHoldsAdminController], providers: [ClaimDamageHoldHandler] })
export class DamageHoldsModule {}
