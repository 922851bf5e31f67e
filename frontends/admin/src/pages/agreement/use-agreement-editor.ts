import {
  type AdminAgreement,
  adminAgreementSchema,
  agreementDraftSchema,
  type FilledAgreement,
  filledAgreementSchema,
} from '@lakehouse/contracts';
import { type TemplateEditor, useTemplateEditor } from '../../versioned-form/use-template-editor';

type AgreementDraft = { markdown: string };

export type AgreementEditor = TemplateEditor<AdminAgreement, AgreementDraft, FilledAgreement>;

/** The rental agreement's editor: the versioned template editor over `/api/admin/agreement`. */
export function useAgreementEditor(loaded: AdminAgreement): AgreementEditor {
  return useTemplateEditor({
    path: '/api/admin/agreement',
    loaded,
    draftOf: (live: AdminAgreement): AgreementDraft => ({ markdown: live.markdown }),
    draftSchema: agreementDraftSchema,
    bodyOf: (draft: AgreementDraft) => draft,
    payloadKey: '',
    parseLive: (body) => adminAgreementSchema.parse(body),
    parsePreview: (body) => filledAgreementSchema.parse(body),
  });
}
