/** What the API's message editor uses of the emails: the defaults, the checks, and a draft's email. */
export { DEFAULT_TEMPLATES } from './email/message-templates/default-templates.js';
export {
  type SourceProblem,
  type TemplateProblem,
  fillLiquid,
  isTemplateError,
  sourceProblems,
  templateProblems,
} from './email/message-templates/template-engine.js';
export { bookingScope } from './email/message-templates/message-scope.js';
export { loadEmailProperty } from './email/templates/email-property.js';
export { sampleReservation } from './email/message-templates/sample-booking.js';
export { templateDocumentKind } from './email/message-templates/email-context.js';
export { loadTrialSource, trialEmail } from './email/message-templates/trial-email.js';
export { EMAIL_ADDRESSES, EmailAddressBook } from './email/email-addresses.js';
export { BOOKING_LINKS, bookingLinksOf } from './email/booking-links.provider.js';
export { type SignedAgreementFile, signedAgreementFile } from './agreement/signed-agreement-file.js';
