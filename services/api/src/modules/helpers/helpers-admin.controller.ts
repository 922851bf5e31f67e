import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import {
  type EndedSessions,
  type HelperInvite,
  type HelperInviteRequest,
  type HelpersOverview,
  helperInviteRequestSchema,
} from '@lakehouse/contracts';
import { SessionService } from '../../platform/auth/session.service.js';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';
import { HelpersService } from './helpers.service.js';

const uuid = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('No such helper or invite.') });

/** The host's list of helpers (`/admin/helpers`): invite by link, sign a helper out everywhere, remove them. */
@ApiAccess('adminSession')
@Controller('admin/helpers')
export class HelpersAdminController {
  constructor(
    private readonly helpers: HelpersService,
    private readonly sessions: SessionService,
  ) {}

  @Get()
  list(): Promise<HelpersOverview> {
    return this.helpers.overview();
  }

  @Post('invites')
  invite(@Body(validatedBy(helperInviteRequestSchema)) { role }: HelperInviteRequest): Promise<HelperInvite> {
    return this.helpers.invite(role);
  }

  @ApiErrors(404)
  @Delete('invites/:id')
  @HttpCode(204)
  async withdrawInvite(@Param('id', uuid) id: string): Promise<void> {
    await this.helpers.withdrawInvite(id);
  }

  /** Ends every session of the helper; their personal link still signs them in (remove them to stop that). */
  @ApiErrors(404)
  @Post(':id/end-sessions')
  @HttpCode(200)
  async endSessions(@Param('id', uuid) id: string): Promise<EndedSessions> {
    await this.helpers.assertExists(id);
    return { endedSessions: await this.sessions.endForHelper(id) };
  }

  @ApiErrors(404)
  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id', uuid) id: string): Promise<void> {
    await this.helpers.remove(id);
  }
}
