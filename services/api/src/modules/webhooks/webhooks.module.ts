import { Module } from '@nestjs/common';
import { WebhookAdminController } from './webhook-admin.controller.js';
import { WebhookSettingsService } from './webhook-settings.service.js';

/** The host's outgoing stay webhook settings; the events are written where stays change, the worker delivers them. */
@Module({ controllers: [WebhookAdminController], providers: [WebhookSettingsService] })
export class WebhooksModule {}
