/**
 * What guests and the host are sent, made from a booking: the emails (templates, the Liquid engine, the host's own
 * templates and their checks), the booking links and addresses they carry, and the signed agreement's PDF. The worker
 * sends them; the API previews and tests the host's templates and serves the signed agreement.
 */
export { type SignedAgreementFile, signedAgreementFile } from './agreement/signed-agreement-file.js';
export { BOOKING_LINKS, bookingLinksOf } from './booking-links.provider.js';
export { contactMessageEmail } from './contact-message-email.js';
export { EMAIL_ADDRESSES, EmailAddressBook } from './email-addresses.js';
export { DEFAULT_TEMPLATES } from './message-templates/default-templates.js';
export { EMAIL_SITE_URL, EmailContext, templateDocumentKind } from './message-templates/email-context.js';
export { bookingScope } from './message-templates/message-scope.js';
export { sampleReservation } from './message-templates/sample-booking.js';
export {
  type SourceProblem,
  type TemplateProblem,
  fillLiquid,
  isTemplateError,
  sourceProblems,
  templateProblems,
} from './message-templates/template-engine.js';
export { loadTrialSource, trialEmail } from './message-templates/trial-email.js';
export { EmailSender, type OutgoingEmail } from './outgoing-email.js';
export { referralEmail } from './referral-email.js';
export { type DamageHoldEmailKind, damageHoldEmail } from './templates/damage-hold-email.js';
export { loadEmailProperty } from './templates/email-property.js';
export { paymentInvoiceEmail } from './templates/payment-invoice-email.js';
export { formatStayDate, renderEmail } from './templates/render-email.js';
export { type ReservationEmailKind, reservationEmail } from './templates/reservation-emails.js';
export { stayConfirmationEmail } from './templates/stay-confirmation-email.js';
