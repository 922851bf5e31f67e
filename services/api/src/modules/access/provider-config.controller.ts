import { Controller, ForbiddenException, Get, Inject, Param, Req, UnauthorizedException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { ProviderConfig } from '@lakehouse/contracts';
import { SessionService } from '../../platform/auth/session.service.js';
import { GetPropertySettingsQuery } from '../settings/queries/get-property-settings.query.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';

export const FAMILY_COUPON_CODE = Symbol('FAMILY_COUPON_CODE');

/**
 * `GET /api/config/{provider}`: the property-management provider's coupon for family and friends. The code is
 * worth 50 %, so only a family session (or the host, never a helper) gets it. The host's setting wins; unset, FAMILY_COUPON_CODE.
 */
@ApiAccess('guestSession', 'adminSession')
@Controller('config')
export class ProviderConfigController {
  constructor(
    private readonly sessions: SessionService,
    private readonly queryBus: QueryBus,
    @Inject(FAMILY_COUPON_CODE) private readonly familyCouponCode: string,
  ) {}

  @ApiErrors(403)
  @Get(':provider')
  async get(@Param('provider') _provider: string, @Req() request: FastifyRequest): Promise<ProviderConfig> {
    const session = await this.sessions.read(request);
    if (session.status !== 'active') throw new UnauthorizedException('Authentication required');
    // A helper's admin session is not the host's: the coupon is money, and a cleaner or co-host has no use for it.
    const isHost = session.role === 'admin' && session.staff?.role === 'host';
    if (session.role !== 'family' && !isHost) {
      throw new ForbiddenException('The family coupon is only for family and friends.');
    }
    const { settings } = (await this.queryBus.execute(new GetPropertySettingsQuery())).value;
    return { familyCouponCode: settings.familyCouponCode || this.familyCouponCode };
  }
}
