import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiProduces } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  type GuestAgreement,
  type SignAgreement,
  guestBookingKeySchema,
  signAgreementSchema,
} from '@lakehouse/contracts';
import { clientAddress } from '../../platform/auth/client-key.js';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';
import { SignAgreementCommand } from './commands/sign-agreement.command.js';
import { GetGuestAgreementQuery } from './queries/get-guest-agreement.query.js';
import { GetSignedAgreementPdfQuery } from './queries/get-signed-agreement-pdf.query.js';

/** The rental agreement on the guest's own booking page: read it for this stay, sign it, download the signed PDF. */
@ApiAccess('bookingKey')
@Controller('bookings')
export class AgreementGuestController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @ApiErrors(404)
  @Get(':reference/agreement')
  get(
    @Param('reference') reference: string,
    @Query(validatedBy(guestBookingKeySchema)) { key }: { key: string },
  ): Promise<GuestAgreement> {
    return this.queryBus.execute(new GetGuestAgreementQuery(reference, key));
  }

  /** 409 when the host published another version since the page was opened, or this one is signed already. */
  @ApiErrors(404, 409)
  @HttpCode(201)
  @Post(':reference/agreement')
  sign(
    @Param('reference') reference: string,
    @Query(validatedBy(guestBookingKeySchema)) { key }: { key: string },
    @Body(validatedBy(signAgreementSchema)) signature: SignAgreement,
    @Req() request: FastifyRequest,
  ): Promise<GuestAgreement> {
    return this.commandBus.execute(new SignAgreementCommand(reference, key, signature, clientAddress(request)));
  }

  @ApiErrors(404)
  @ApiProduces('application/pdf')
  @Get(':reference/agreement.pdf')
  async pdf(
    @Param('reference') reference: string,
    @Query(validatedBy(guestBookingKeySchema)) { key }: { key: string },
  ): Promise<StreamableFile> {
    const { filename, bytes } = await this.queryBus.execute(new GetSignedAgreementPdfQuery({ reference, key }));
    return new StreamableFile(bytes, { type: 'application/pdf', disposition: `attachment; filename="${filename}"` });
  }
}
