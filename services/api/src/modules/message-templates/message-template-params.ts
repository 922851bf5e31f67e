import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { type MessageTemplateKey, isMessageTemplateKey } from '@lakehouse/contracts';

/** A `{key}` of the message routes: one of the house's emails, else 404. */
export const messageTemplateKey: PipeTransform<string, MessageTemplateKey> = {
  transform(key: string): MessageTemplateKey {
    if (!isMessageTemplateKey(key)) throw new NotFoundException(`There is no email called ${key.slice(0, 60)}`);
    return key;
  },
};
