import type { EntityManager } from 'typeorm';
import {
  type AdminAgreement,
  AGREEMENT_VARIABLES,
  type AgreementSignature,
  RENTAL_AGREEMENT_KIND,
  agreementDraftSchema,
} from '@lakehouse/contracts';
import type { ContentDocumentEntity, SignatureRow } from '@lakehouse/server-kit';
import { liveContentVersion } from '../content/content-versions.js';

/** The live agreement; null while the host has published none (then no stay needs a signature). */
export const liveAgreement = (manager: EntityManager, lock = false): Promise<ContentDocumentEntity | null> =>
  liveContentVersion(manager, RENTAL_AGREEMENT_KIND, lock);

/** The Markdown a stored version holds ('' for a row no publish could have written). */
export const agreementMarkdown = (document: ContentDocumentEntity): string =>
  agreementDraftSchema.safeParse(document.body).data?.markdown ?? '';

/** A version as the editor reads it (version 0: none published). */
export const adminAgreement = (document: ContentDocumentEntity | null): AdminAgreement => ({
  version: document?.version ?? 0,
  publishedAt: document?.publishedAt.toISOString() ?? null,
  publishedBy: document?.publishedBy ?? null,
  markdown: document ? agreementMarkdown(document) : '',
  variables: [...AGREEMENT_VARIABLES],
});

export const signatureView = (row: SignatureRow): AgreementSignature => ({
  version: row.version,
  name: row.name,
  signedAt: row.signedAt.toISOString(),
  sha256: row.sha256,
});
