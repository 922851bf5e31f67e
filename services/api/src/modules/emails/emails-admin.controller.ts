import { Controller, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type AdminEmailResponse,
  type AdminEmailsQuery,
  type AdminEmailsResponse,
  type AdminMessage,
  adminEmailsQuerySchema,
  EMAIL_NOT_FOUND,
} from '@lakehouse/contracts';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { RetryEmailCommand } from './commands/retry-email.command.js';
import { GetEmailQuery } from './queries/get-email.query.js';
import { ListEmailsQuery } from './queries/list-emails.query.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';

const emailId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(EMAIL_NOT_FOUND) });

/** Every email the system sent, captured or failed to send; a failed one can be sent again. */
@ApiAccess('adminSession')
@Controller('admin/emails')
export class EmailsAdminController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  list(@Query(validatedBy(adminEmailsQuerySchema)) query: AdminEmailsQuery): Promise<AdminEmailsResponse> {
    return this.queryBus.execute(new ListEmailsQuery(query));
  }

  @ApiErrors(404)
  @Get(':id')
  get(@Param('id', emailId) id: string): Promise<AdminEmailResponse> {
    return this.queryBus.execute(new GetEmailQuery(id));
  }

  @ApiErrors(404, 409)
  @Post(':id/retry')
  @HttpCode(200)
  retry(@Param('id', emailId) id: string): Promise<AdminMessage> {
    return this.commandBus.execute(new RetryEmailCommand(id));
  }
}
