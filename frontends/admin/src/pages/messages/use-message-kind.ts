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
import { type DocumentKind, useDocumentEditor } from '../../versioned-document/use-document-editor';

/** An email as a versioned document: saved as `{ template }`. */
const messageKind = (
  key: MessageTemplateKey,
): DocumentKind<AdminMessageTemplate, MessageTemplate, MessageTemplatePreview> => ({
  path: `/api/admin/messages/${key}`,
  draftOf: (live) => live.template,
  draftSchema: messageTemplateSchema,
  bodyOf: (template) => ({ template }),
  payloadKey: 'template',
  liveSchema: adminMessageTemplateSchema,
  previewSchema: messageTemplatePreviewSchema,
  restored: (version, next) => `Version ${version} is used again, as version ${next.version}.`,
  savedTitle: 'Saved',
});

/** The editor of one email, with a test to the host's own address and a reset to the default words. */
export function useMessageEditor(key: MessageTemplateKey, loaded: AdminMessageTemplate) {
  const kind = messageKind(key);
  const editor = useDocumentEditor(kind, loaded);
  const { path } = kind;
  const { withDraft, send, saved, trial, live } = editor;
  return {
    ...editor,
    sendTest: () =>
      withDraft((checked) =>
        send('Test', async () => {
          const res = await apiRequest('POST', `${path}/test`, trial(checked));
          const { to } = messageTemplateTestSentSchema.parse(await res.json());
          toast({ title: 'Test on its way', description: `A test of this email goes to ${to}.` });
        }),
      ),
    reset: () =>
      send('Reset', async () => {
        const res = await apiRequest('POST', `${path}/reset`, { version: live.version });
        const next = adminMessageTemplateSchema.parse(await res.json());
        saved(next, `The default words are back, as version ${next.version}.`);
      }),
  };
}
