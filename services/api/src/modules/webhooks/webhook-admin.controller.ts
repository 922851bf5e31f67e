import { Body, Controller, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { type SaveWebhook, type WebhookSettings, saveWebhookSchema } from '@lakehouse/contracts';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { ApiAccess } from '../../platform/openapi/api-access.js';
import { WebhookSettingsService } from './webhook-settings.service.js';

const deliveryId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('No such delivery.') });

/** `/admin/settings`' webhook section: the stay events' address, the signing secret, the latest deliveries. */
@ApiAccess('adminSession')
@Controller('admin/webhook')
export class WebhookAdminController {
  constructor(private readonly webhooks: WebhookSettingsService) {}

  @Get()
  settings(): Promise<WebhookSettings> {
    return this.webhooks.settings();
  }

  @Put()
  save(@Body(validatedBy(saveWebhookSchema)) { url }: SaveWebhook): Promise<WebhookSettings> {
    return this.webhooks.save(url);
  }

  @Post('secret')
  @HttpCode(200)
  rotateSecret(): Promise<WebhookSettings> {
    return this.webhooks.rotateSecret();
  }

  @Post('deliveries/:id/resend')
  @HttpCode(200)
  resend(@Param('id', deliveryId) id: string): Promise<WebhookSettings> {
    return this.webhooks.resend(id);
  }
}
