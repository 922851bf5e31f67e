import {
  Body,
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  StreamableFile,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiParam, ApiProduces } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import {
  type AdminAgreement,
  type AgreementPreviewRequest,
  type AgreementPublish,
  type AgreementRestore,
  type AgreementSignatureList,
  type ContentVersions,
  type FilledAgreement,
  RENTAL_AGREEMENT_KIND,
  agreementPreviewRequestSchema,
  agreementPublishSchema,
  agreementRestoreSchema,
} from '@lakehouse/contracts';
import { ContentDocumentEntity, ReservationEntity, bookingReference } from '@lakehouse/server-kit';
import { sampleReservation } from '@lakehouse/messages';
import { type AdminActor, CurrentActor, actorLabel } from '../../platform/auth/admin-actor.js';
import { assertMayPreviewBooking } from '../../platform/auth/booking-preview-access.js';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { versionNumber } from '../content/content-params.js';
import { ListContentVersionsQuery } from '../content/queries/list-content-versions.query.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';
import { adminAgreement, agreementMarkdown, liveAgreement } from './agreement-signatures.js';
import { PreviewThreads } from '../message-templates/preview-threads.js';
import { checkedAgreement, previewAgreement } from './agreement-text.js';
import { PublishAgreementCommand } from './commands/publish-agreement.command.js';
import { GetSignedAgreementPdfQuery } from './queries/get-signed-agreement-pdf.query.js';

const reservationId = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundException('No reservation with this id.'),
});

/**
 * The host's rental agreement (`/admin/agreement`): Markdown with the stay's `{{ variables }}`, published as
 * versions (409 when stale), previewed for the sample stay or a real one, restored from any earlier version; and the
 * stays' signed agreements as PDFs.
 */
@ApiAccess('adminSession')
@Controller('admin/agreement')
export class AgreementAdminController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly dataSource: DataSource,
    private readonly threads: PreviewThreads,
  ) {}

  @Get()
  async live(): Promise<AdminAgreement> {
    return adminAgreement(await liveAgreement(this.dataSource.manager));
  }

  @ApiErrors(409)
  @Put()
  publish(
    @Body(validatedBy(agreementPublishSchema)) { markdown, version }: AgreementPublish,
    @CurrentActor() actor: AdminActor,
  ): Promise<AdminAgreement> {
    return this.commandBus.execute(new PublishAgreementCommand(markdown, version, actorLabel(actor)));
  }

  @ApiErrors(404)
  @HttpCode(200)
  @Post('preview')
  async preview(
    @Body(validatedBy(agreementPreviewRequestSchema)) { markdown, reservationId: id }: AgreementPreviewRequest,
    @CurrentActor() actor: AdminActor,
  ): Promise<FilledAgreement> {
    assertMayPreviewBooking(actor, id);
    const { manager } = this.dataSource;
    const reservation = id ? await manager.findOneBy(ReservationEntity, { id }) : sampleReservation();
    if (!reservation) throw new NotFoundException('That booking no longer exists. Choose another, or the sample.');
    return previewAgreement(manager, checkedAgreement(markdown), reservation, this.threads);
  }

  @Get('versions')
  versions(): Promise<ContentVersions> {
    return this.queryBus.execute(new ListContentVersionsQuery(RENTAL_AGREEMENT_KIND));
  }

  @ApiErrors(404)
  @ApiParam({ name: 'version', type: Number, description: 'A published version, from 1' })
  @Get('versions/:version')
  async version(@Param('version', versionNumber) version: number): Promise<AdminAgreement> {
    return adminAgreement(await this.storedVersion(version));
  }

  @ApiErrors(404, 409)
  @ApiParam({ name: 'version', type: Number, description: 'A published version, from 1' })
  @Post('versions/:version/restore')
  async restore(
    @Param('version', versionNumber) version: number,
    @Body(validatedBy(agreementRestoreSchema)) { version: startedFrom }: AgreementRestore,
    @CurrentActor() actor: AdminActor,
  ): Promise<AdminAgreement> {
    const old = agreementMarkdown(await this.storedVersion(version));
    return this.commandBus.execute(new PublishAgreementCommand(old, startedFrom, actorLabel(actor)));
  }

  /** Every stay's newest signature, newest first (at most 200), for the PDFs: the host's, as bookings are. */
  @Get('signatures')
  async signatures(): Promise<AgreementSignatureList> {
    const rows: {
      reservationId: string;
      version: number;
      name: string;
      signedAt: Date;
      sha256: string;
      checkIn: string;
      checkOut: string;
    }[] = await this.dataSource.query(
      `SELECT DISTINCT ON (s.reservation_id) s.reservation_id AS "reservationId", s.agreement_version AS version,
                s.typed_name AS name, s.signed_at AS "signedAt", s.text_sha256 AS sha256,
                r.check_in::text AS "checkIn", r.check_out::text AS "checkOut"
           FROM agreement_signatures s JOIN reservations r ON r.id = s.reservation_id
          ORDER BY s.reservation_id, s.agreement_version DESC`,
    );
    return rows
      .sort((a, b) => b.signedAt.getTime() - a.signedAt.getTime())
      .slice(0, 200)
      .map((row) => ({ ...row, reference: bookingReference(row.reservationId), signedAt: row.signedAt.toISOString() }));
  }

  /** The stay's signed agreement, as the guest downloads it (its amounts make it the host's, as bookings are). */
  @ApiErrors(404)
  @ApiProduces('application/pdf')
  @ApiParam({ name: 'id', type: String, description: 'The reservation' })
  @Get('reservations/:id/pdf')
  async pdf(@Param('id', reservationId) id: string): Promise<StreamableFile> {
    const { filename, bytes } = await this.queryBus.execute(new GetSignedAgreementPdfQuery({ reservationId: id }));
    return new StreamableFile(bytes, { type: 'application/pdf', disposition: `attachment; filename="${filename}"` });
  }

  private async storedVersion(version: number): Promise<ContentDocumentEntity> {
    const document = await this.dataSource.manager.findOneBy(ContentDocumentEntity, {
      kind: RENTAL_AGREEMENT_KIND,
      version,
    });
    if (!document) throw new NotFoundException(`There is no version ${version} of the rental agreement`);
    return document;
  }
}
