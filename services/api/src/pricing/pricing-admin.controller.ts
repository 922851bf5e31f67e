import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type AdminPricingRules,
  type PricingRulesChanges,
  type PricingRulesUpdate,
  pricingRulesUpdateSchema,
} from '@lakehouse/contracts';
import { AdminGuard } from '../auth/admin.guard.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { UpdatePricingRulesCommand } from './commands/update-pricing-rules.command.js';
import { GetPricingRulesQuery } from './queries/get-pricing-rules.query.js';
import { ListPricingChangesQuery } from './queries/list-pricing-changes.query.js';

/** The host's prices and stay rules (`/admin/pricing`): read, save from a version (409 when stale), and their history. */
@Controller('admin/pricing')
@UseGuards(AdminGuard)
export class PricingAdminController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  async get(): Promise<AdminPricingRules> {
    return (await this.queryBus.execute(new GetPricingRulesQuery())).value;
  }

  @Put()
  update(
    @Body(new ZodValidationPipe(pricingRulesUpdateSchema)) update: PricingRulesUpdate,
  ): Promise<AdminPricingRules> {
    return this.commandBus.execute(new UpdatePricingRulesCommand(update));
  }

  @Get('changes')
  changes(): Promise<PricingRulesChanges> {
    return this.queryBus.execute(new ListPricingChangesQuery());
  }
}
