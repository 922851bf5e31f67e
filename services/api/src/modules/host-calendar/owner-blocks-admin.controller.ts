import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  OWNER_BLOCK_GONE_MESSAGE,
  type OwnerBlock,
  type OwnerBlockFields,
  ownerBlockInputSchema,
} from '@lakehouse/contracts';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { AddOwnerBlockCommand } from './commands/add-owner-block.command.js';
import { RemoveOwnerBlockCommand } from './commands/remove-owner-block.command.js';
import { ListOwnerBlocksQuery } from './queries/list-owner-blocks.query.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';

const blockId = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundException({ statusCode: 404, message: OWNER_BLOCK_GONE_MESSAGE }),
});

/** The host's own blocks (`/admin/calendar`): list, add, remove. */
@ApiAccess('adminSession')
@Controller('admin/owner-blocks')
export class OwnerBlocksAdminController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  list(): Promise<OwnerBlock[]> {
    return this.queryBus.execute(new ListOwnerBlocksQuery());
  }

  @ApiErrors(409)
  @Post()
  add(@Body(validatedBy(ownerBlockInputSchema)) block: OwnerBlockFields): Promise<OwnerBlock> {
    return this.commandBus.execute(new AddOwnerBlockCommand(block));
  }

  @ApiErrors(404)
  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id', blockId) id: string): Promise<void> {
    await this.commandBus.execute(new RemoveOwnerBlockCommand(id));
  }
}
