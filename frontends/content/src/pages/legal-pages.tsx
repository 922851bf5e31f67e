import { cancellationPolicy, privacyPolicy, termsOfService } from '../content/legal';
import { LegalPage } from './LegalPage';

/** The three legal documents, each a page of its own. */
export const CancellationPolicyPage = () => <LegalPage document={cancellationPolicy} />;
export const TermsPage = () => <LegalPage document={termsOfService} />;
export const PrivacyPage = () => <LegalPage document={privacyPolicy} />;
