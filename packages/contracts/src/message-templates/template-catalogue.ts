/** What a variable of the message templates holds, as the editor lists it. */
const VARIABLE_GROUPS = {
  house: {
    'house.name': 'The house name, from Settings',
    'house.address': 'The address, from Settings',
    'house.checkInTime': 'Check-in time, such as 3:00 PM',
    'house.checkOutTime': 'Check-out time, such as 10:00 AM',
    'house.contactEmail': 'Your contact email, from Settings',
    'house.contactPhone': 'Your contact phone, from Settings (blank if none)',
    'house.replyWithin': 'How soon you answer, such as "within 2-4 hours"',
  },
  guest: {
    'guest.name':
      'The guest’s full name (blank in an inquiry’s emails to the guest: no access code proved the address)',
    'guest.firstName': 'The guest’s first name (blank like the full name)',
    'guest.email': 'The guest’s email address',
    'guest.phone': 'The guest’s phone, or "(not given)"',
    'guest.specialRequests': 'What the guest asked for, or "(none)"',
    'guest.role': 'The kind of access code: family, repeat, referred (blank for an inquiry)',
  },
  stay: {
    'stay.checkIn': 'The arrival day, such as Saturday, July 10, 2027',
    'stay.checkOut': 'The departure day',
    'stay.dates': 'Both days: "Saturday, July 10, 2027 to Tuesday, July 13, 2027"',
    'stay.nights': 'The number of nights',
    'stay.guests': 'The number of guests',
    'stay.total': 'The total price, such as $1,421.35',
    'stay.reference': 'The short booking reference',
    'stay.holdEnds': 'When the 24-hour hold ends, in the house’s time zone (blank when not held)',
    'stay.cancellationPolicy': 'The cancellation policy as it stands for this stay today',
    'stay.status': 'held, confirmed, expired or cancelled',
  },
  links: { 'links.booking': 'The guest’s own booking page (blank when links cannot be signed)' },
  arrival: {
    'stay.entryInstructions': 'Your private entry instructions, from Settings (blank if none)',
    'stay.doorCode':
      'The stay’s door code, once the guest may see it: paid, signed, hold placed, 48 hours before (blank before)',
  },
  invoice: {
    'invoice.amount': 'The amount due, such as $1,421.35',
    'invoice.payBy': 'When the hold ends, or "within 24 hours"',
    'links.invoice': 'The invoice’s payment page',
  },
  hold: {
    'hold.amount': 'The damage deposit held on the card, such as $250.00',
    'hold.releaseDate': 'The day the hold is released, such as Tuesday, July 20, 2027',
    'hold.claimAmount': 'What you claimed from it, such as $80.00 (blank unless claimed)',
    'hold.claimReason': 'Why you claimed it, as you wrote it (blank unless claimed)',
    'hold.problem': 'What the bank said when the hold could not be placed (blank otherwise)',
  },
  refund: { 'refund.summary': 'What is refunded, how and when, in one sentence' },
  stripeRefund: { 'refund.stripeId': 'The Stripe refund’s id' },
  message: {
    'message.name': 'Who wrote',
    'message.email': 'Their email address',
    'message.phone': 'Their phone, or "(not given)"',
    'message.text': 'What they wrote',
    'message.sentAt': 'When it arrived',
  },
  referral: {
    'referral.name': 'Who referred the guest',
    'referral.email': 'The referrer’s email address',
    'referral.phone': 'The referrer’s phone, or "(not given)"',
    'referral.relationship': 'How they know the guest',
    'referral.notes': 'The guest’s notes, or "(none)"',
  },
} as const satisfies Record<string, Record<string, string>>;
type VariableGroup = keyof typeof VARIABLE_GROUPS;

type Audience = 'guest' | 'host';
const template = (title: string, audience: Audience, sentWhen: string, groups: VariableGroup[]) => ({
  title,
  audience,
  sentWhen,
  groups: ['house', ...groups] as VariableGroup[],
});
const booking: VariableGroup[] = ['guest', 'stay', 'links'];

/** Every email the house sends, keyed as its template is stored: who gets it, when, and the variables it can use. */
export const MESSAGE_TEMPLATES = {
  'request-received': template('Dates held', 'guest', 'A guest with an access code holds dates', booking),
  'host-new-booking': template('New booking request (to you)', 'host', 'A guest holds dates', booking),
  'inquiry-received': template('Inquiry received', 'guest', 'Someone without a code asks about dates', booking),
  'host-new-inquiry': template('New inquiry (to you)', 'host', 'Someone without a code asks about dates', booking),
  'payment-invoice': template('Invoice', 'guest', 'The card payment invoice for a hold is ready', [
    ...booking,
    'invoice',
  ]),
  'hold-reminder': template('Hold ends soon', 'guest', 'A few hours before an unpaid hold ends', booking),
  'hold-expired': template('Hold ended', 'guest', 'A hold ended without payment', booking),
  'stay-confirmation': template('Stay confirmed', 'guest', 'The stay is paid (a calendar file is attached)', booking),
  'entry-instructions': template('Arrival details', 'guest', 'The day before arrival', [...booking, 'arrival']),
  'thank-you': template('Thank you', 'guest', 'After check-out', booking),
  'arrival-details-request': template(
    "Who's coming",
    'guest',
    'Two weeks and again three days before arrival, until the guest has said who is coming',
    booking,
  ),
  cancelled: template('Cancelled by you', 'guest', 'You cancel a reservation', [...booking, 'refund']),
  'guest-cancelled': template('Cancelled by the guest', 'guest', 'The guest cancels from their booking page', [
    ...booking,
    'refund',
  ]),
  'host-guest-cancelled': template('Guest cancelled (to you)', 'host', 'The guest cancels from their booking page', [
    ...booking,
    'refund',
  ]),
  'host-late-payment-accepted': template(
    'Late payment accepted (to you)',
    'host',
    'A payment arrives after the hold ended and the nights are still free',
    booking,
  ),
  'late-payment-refunded': template(
    'Late payment refunded',
    'guest',
    'A payment arrives after the hold ended and the nights were taken',
    booking,
  ),
  'host-late-payment-refunded': template(
    'Late payment refunded (to you)',
    'host',
    'A payment arrives after the hold ended and the nights were taken',
    [...booking, 'stripeRefund'],
  ),
  'damage-hold-released': template('Deposit released', 'guest', 'Days after check-out, the deposit hold is released', [
    ...booking,
    'hold',
  ]),
  'damage-hold-claimed': template('Deposit claimed', 'guest', 'You claim part or all of the damage deposit', [
    ...booking,
    'hold',
  ]),
  'damage-hold-failed': template('Deposit hold failed', 'guest', "The deposit could not be held on the guest's card", [
    ...booking,
    'hold',
  ]),
  'host-damage-hold-failed': template(
    'Deposit hold failed (to you)',
    'host',
    "The deposit could not be held on the guest's card",
    [...booking, 'hold'],
  ),
  'balance-declined': template('Balance declined', 'guest', 'The saved card is declined for the balance', [
    ...booking,
    'invoice',
  ]),
  'host-balance-declined': template(
    'Balance declined (to you)',
    'host',
    'The saved card is declined for the balance',
    booking,
  ),
  'host-balance-decision': template(
    'Balance still unpaid (to you)',
    'host',
    'The balance is still unpaid after the days the card is tried again',
    booking,
  ),
  'contact-message': template('Contact form message (to you)', 'host', 'Someone writes through the contact form', [
    'message',
  ]),
  referral: template('Referral (to you)', 'host', 'A referred guest names who sent them', ['referral']),
} as const;

export type MessageTemplateKey = keyof typeof MESSAGE_TEMPLATES;
export const MESSAGE_TEMPLATE_KEYS = Object.keys(MESSAGE_TEMPLATES) as MessageTemplateKey[];
export const isMessageTemplateKey = (key: string): key is MessageTemplateKey => Object.hasOwn(MESSAGE_TEMPLATES, key);

/** Whether the template fills its variables from a booking (so a real booking can fill its preview). */
export const usesBooking = (key: MessageTemplateKey): boolean =>
  (MESSAGE_TEMPLATES[key].groups as readonly string[]).includes('stay');

/** The variables a template may use, with what each holds. */
export function templateVariables(key: MessageTemplateKey): { name: string; description: string }[] {
  return MESSAGE_TEMPLATES[key].groups.flatMap((group) =>
    Object.entries(VARIABLE_GROUPS[group]).map(([name, description]) => ({ name, description })),
  );
}
