import { type DynamicModule, Module } from '@nestjs/common';
import { BookingLinks } from '@lakehouse/server-kit';
import { PreviewThreads } from '../message-templates/preview-threads.js';
import { AgreementAdminController } from './agreement-admin.controller.js';
import { AgreementGuestController } from './agreement-guest.controller.js';
import { PublishAgreementHandler } from './commands/publish-agreement.handler.js';
import { SignAgreementHandler } from './commands/sign-agreement.handler.js';
import { GetGuestAgreementHandler } from './queries/get-guest-agreement.handler.js';
import { GetSignedAgreementPdfHandler } from './queries/get-signed-agreement-pdf.handler.js';

/**
 * The rental agreement: the host's versions (content documents `rental-agreement`), the guests' signatures, the
 * signed PDF. Payments ask `signatureNeeded` before taking money.
 */
@Module({})
export class AgreementModule {
  static forRoot(links: BookingLinks): DynamicModule {
    return {
      module: AgreementModule,
      controllers: [AgreementAdminController, AgreementGuestController],
      providers: [
        { provide: BookingLinks, useValue: links },
        PreviewThreads,
        PublishAgreementHandler,
        SignAgreementHandler,
        GetGuestAgreementHandler,
        GetSignedAgreementPdfHandler,
      ],
    };
  }
}
