import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type AccessCode,
  type DefaultLimitsApplied,
  type MigratedAccessCodes,
  createAccessCodeSchema,
  updateAccessCodeSchema,
} from '@lakehouse/contracts';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { ApplyDefaultLimitsCommand } from './commands/apply-default-limits.command.js';
import { CreateAccessCodeCommand } from './commands/create-access-code.command.js';
import { DeleteAccessCodeCommand } from './commands/delete-access-code.command.js';
import { MigrateAccessCodesCommand } from './commands/migrate-access-codes.command.js';
import { UpdateAccessCodeCommand } from './commands/update-access-code.command.js';
import { ListAccessCodesQuery } from './queries/list-access-codes.query.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';

const codeId = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundException('That access code no longer exists.'),
});

@ApiAccess('adminSession')
@Controller('admin')
export class AccessCodesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('access-codes')
  list(): Promise<AccessCode[]> {
    return this.queryBus.execute(new ListAccessCodesQuery());
  }

  @ApiErrors(409)
  @Post('access-codes')
  create(@Body(validatedBy(createAccessCodeSchema)) body: CreateAccessCodeCommand['code']): Promise<AccessCode> {
    return this.commandBus.execute(new CreateAccessCodeCommand(body));
  }

  @ApiErrors(404)
  @Put('access-codes/:id')
  update(
    @Param('id', codeId) id: string,
    @Body(validatedBy(updateAccessCodeSchema)) body: UpdateAccessCodeCommand['changes'],
  ): Promise<AccessCode> {
    return this.commandBus.execute(new UpdateAccessCodeCommand(id, body));
  }

  @ApiErrors(404)
  @Delete('access-codes/:id')
  @HttpCode(200)
  async remove(@Param('id', codeId) id: string): Promise<{ message: string }> {
    await this.commandBus.execute(new DeleteAccessCodeCommand(id));
    return { message: 'Access code deleted.' };
  }

  @Post('migrate-access-codes')
  @HttpCode(200)
  migrate(): Promise<MigratedAccessCodes> {
    return this.commandBus.execute(new MigrateAccessCodesCommand());
  }

  /** The dashboard's "apply default limits" action (its call is not named by the spec). */
  @Post('access-codes/apply-default-limits')
  @HttpCode(200)
  applyDefaultLimits(): Promise<DefaultLimitsApplied> {
    return this.commandBus.execute(new ApplyDefaultLimitsCommand());
  }
}
