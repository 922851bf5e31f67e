import {
  type AdminMessageTemplate,
  adminMessageTemplateSchema,
  type MessageTemplate,
  type MessageTemplateKey,
  type MessageTemplatePreview,
  messageTemplatePreviewSchema,
  messageTemplateSchema,
  messageTemplateTestSentSchema,
} from '@lakehouse/contracts';
import { apiRequest, toast } from '@lakehouse/web-kit';
import { type TemplateEditor, useTemplateEditor } from '../../versioned-form/use-template-editor';

export interface MessageEditor extends Omit<
  TemplateEditor<AdminMessageTemplate, MessageTemplate, MessageTemplatePreview>,
  'save'
> {
  sendTest: () => Promise<void>;
  save: () => Promise<void>;
  reset: () => Promise<void>;
}

/**
 * The editing of one email (the versioned template editor), with a test to the host's own address and a reset to
 * the default words.
 */
export function useMessageEditor(key: MessageTemplateKey, loaded: AdminMessageTemplate): MessageEditor {
  const path = `/api/admin/messages/${key}`;
  const editor = useTemplateEditor({
    path,
    loaded,
    draftOf: (live: AdminMessageTemplate): MessageTemplate => live.template,
    draftSchema: messageTemplateSchema,
    bodyOf: (template: MessageTemplate) => ({ template }),
    payloadKey: 'template',
    parseLive: (body) => adminMessageTemplateSchema.parse(body),
    parsePreview: (body) => messageTemplatePreviewSchema.parse(body),
  });
  const { checked, send, saved, trial, live } = editor;
  return {
    ...editor,
    save: () => editor.save((next) => `Version ${next.version} is used from the next email.`),
    sendTest: async () => {
      if (!checked()) return;
      await send('Test', async () => {
        const res = await apiRequest('POST', `${path}/test`, trial());
        const { to } = messageTemplateTestSentSchema.parse(await res.json());
        toast({ title: 'Test on its way', description: `A test of this email goes to ${to}.` });
      });
    },
    reset: async () => {
      await send('Reset', async () => {
        const res = await apiRequest('POST', `${path}/reset`, { version: live.version });
        const next = adminMessageTemplateSchema.parse(await res.json());
        saved(next, `The default words are back, as version ${next.version}.`);
      });
    },
  };
}
