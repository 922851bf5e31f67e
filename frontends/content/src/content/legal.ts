import type { ContentKind } from '@lakehouse/contracts';
import { MONTH_NAMES } from '@lakehouse/contracts/month-names';

/** The legal pages /cancellation-policy, /terms and /privacy (spec sections 2 and 9); their texts are the host's. */
export interface LegalDocument {
  path: '/cancellation-policy' | '/terms' | '/privacy';
  kind: Extract<ContentKind, 'cancellation-policy' | 'terms' | 'privacy'>;
  title: string;
  linkLabel: string;
}

export const cancellationPolicy: LegalDocument = {
  path: '/cancellation-policy',
  kind: 'cancellation-policy',
  title: 'Cancellation Policy',
  linkLabel: 'Cancellation Policy',
};

export const termsOfService: LegalDocument = {
  path: '/terms',
  kind: 'terms',
  title: 'Terms of Service',
  linkLabel: 'Terms of Service',
};

export const privacyPolicy: LegalDocument = {
  path: '/privacy',
  kind: 'privacy',
  title: 'Privacy Policy',
  linkLabel: 'Privacy Policy',
};

export const legalDocuments: LegalDocument[] = [cancellationPolicy, termsOfService, privacyPolicy];

/** '2025-08-20' → 'August 20, 2025' (written by hand: no Intl on a public page). */
export function formatPublishedDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${MONTH_NAMES[month! - 1]} ${day}, ${year}`;
}
