import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type AdminPricingRules,
  type PricingRulesChanges,
  type PricingRulesUpdate,
  pricingRulesUpdateSchema,
} from '@lakehouse/contracts';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { UpdatePricingRulesCommand } from './commands/update-pricing-rules.command.js';
import { GetPricingRulesQuery } from './queries/get-pricing-rules.query.js';
import { ListPricingChangesQuery } from './queries/list-pricing-changes.query.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';

/** The host's prices and stay rules (`/admin/pricing`): read, save from a version (409 when stale), and their history. */
@ApiAccess('adminSession')
@Controller('admin/pricing')
export class PricingAdminController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  async get(): Promise<AdminPricingRules> {
    return (await this.queryBus.execute(new GetPricingRulesQuery())).value;
  }

  @ApiErrors(409)
  @Put()
  update(@Body(validatedBy(pricingRulesUpdateSchema)) update: PricingRulesUpdate): Promise<AdminPricingRules> {
    return this.commandBus.execute(new UpdatePricingRulesCommand(update));
  }

  @Get('changes')
  changes(): Promise<PricingRulesChanges> {
    return this.queryBus.execute(new ListPricingChangesQuery());
  }
}
