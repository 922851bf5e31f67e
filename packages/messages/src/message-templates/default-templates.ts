import type { MessageTemplate, MessageTemplateKey } from '@lakehouse/contracts';

const paragraphs = (...texts: string[]): string => texts.join('\n\n');
/** Subject and heading alike, as most emails have them. */
const titled = (title: string, body: string, footer = ''): MessageTemplate => ({
  subject: title,
  heading: title,
  body,
  footer,
});
const POLICY = '{{ stay.cancellationPolicy }}';
const POLICY_AND_QUESTIONS = `${POLICY} Questions? Just reply to this email.`;

/**
 * The words every email had before the host could edit them; a template never saved, reset, or failing at send
 * time is these. An email to an address no code has proven greets no one by name (`guest.name` is blank there).
 */
export const DEFAULT_TEMPLATES: Record<MessageTemplateKey, MessageTemplate> = {
  'request-received': titled(
    'Your dates at {{ house.name }} are held',
    paragraphs(
      'Thank you, {{ guest.name }}. We are holding {{ stay.dates }} for you for 24 hours at no charge.',
      'A secure payment link for the total below follows within 24 hours; your booking is confirmed once it is paid.',
    ),
    POLICY,
  ),
  'host-new-booking': titled(
    'New booking request: {{ guest.name }}',
    '{{ guest.role | default: "A" }} guest is holding {{ stay.dates }} for 24 hours.',
  ),
  'inquiry-received': titled(
    'We received your inquiry for {{ house.name }}',
    paragraphs(
      '{% if guest.name %}Thank you, {{ guest.name }}.{% else %}Thank you.{% endif %} The host will answer {{ house.replyWithin }} about {{ stay.dates }}.',
      'These dates are not reserved yet. The estimate below is for your information.',
    ),
    POLICY,
  ),
  'host-new-inquiry': titled(
    'New inquiry: {{ guest.name }}',
    'An inquiry without an access code for {{ stay.dates }}. Nothing is held; reply to the guest to arrange it.',
  ),
  'payment-invoice': {
    subject: 'Your invoice for {{ house.name }}: {{ invoice.amount }} due by {{ invoice.payBy }}',
    heading: 'Your invoice for {{ house.name }}',
    body: paragraphs(
      'Hello {{ guest.name }}, your dates ({{ stay.dates }}) are held for you at no charge.',
      'To confirm the booking, please pay the invoice of {{ invoice.amount }} by {{ invoice.payBy }}. After that the hold ends and the dates open up again.',
      'The payment page is run by Stripe, our card payment provider. You will get a confirmation email with a calendar file once it is paid.',
    ),
    footer: POLICY_AND_QUESTIONS,
  },
  'hold-reminder': titled(
    'Your hold at {{ house.name }} ends soon',
    paragraphs(
      'Hello {{ guest.name }}, {{ stay.dates }} are held for you until {{ stay.holdEnds | default: "the end of the hold" }}.',
      'Please pay before then (the link is in your invoice email) to keep them; after that the dates open to other guests.',
    ),
  ),
  'hold-expired': titled(
    'Your hold has ended',
    paragraphs(
      'The 24-hour hold on {{ stay.dates }} at {{ house.name }} ended without payment, so the dates are open again.',
      'If you would still like to stay, please book again or reply to this email.',
    ),
  ),
  'stay-confirmation': {
    subject: 'Confirmed: your stay at {{ house.name }}, {{ stay.dates }}',
    heading: 'Your stay at {{ house.name }} is confirmed',
    body: paragraphs(
      'Thank you, {{ guest.name }}: your payment was received and {{ stay.dates }} is yours.',
      'Check-in {{ house.checkInTime }} or later. Check-out by {{ house.checkOutTime }}. Keyless entry instructions arrive 24 hours before arrival.',
      'The attached calendar file adds the stay to your calendar.',
    ),
    footer: POLICY_AND_QUESTIONS,
  },
  'entry-instructions': titled(
    'See you tomorrow at {{ house.name }}',
    paragraphs(
      'Hello {{ guest.name }}, we look forward to welcoming you on {{ stay.checkIn }}.',
      'Check-in {{ house.checkInTime }} or later. Check-out by {{ house.checkOutTime }}.',
      '{% if house.address %}The address is {{ house.address }}.{% endif %}',
      '{% if stay.doorCode %}Your door code is {{ stay.doorCode }}: it opens the door from check-in time until check-out time.{% endif %}',
      '{% if stay.entryInstructions %}How to get in:\n\n{{ stay.entryInstructions }}{% else %}The house has keyless entry.{% endif %}',
      'If anything is unclear when you arrive, reply to this email or call the host.',
    ),
  ),
  'thank-you': titled(
    'Thank you for staying at {{ house.name }}',
    paragraphs(
      'Hello {{ guest.name }}, thank you for staying with us from {{ stay.dates }}. We hope you enjoyed the lake.',
      'Would you tell future guests about your stay? A review takes two minutes, on your booking page.',
      'You are always welcome back: book directly with us again, and reply to this email to tell us how we can make the next stay even better.',
    ),
  ),
  'arrival-details-request': titled(
    "Who's coming to {{ house.name }}?",
    paragraphs(
      'Hello {{ guest.name }}, your stay on {{ stay.dates }} is coming up.',
      'Please tell us the names of everyone coming, the time you expect to arrive and the plates of your cars (the drive holds four): it takes a minute, on your booking page.',
      'Questions? Just reply to this email.',
    ),
  ),
  'damage-hold-released': titled(
    'Your damage deposit hold is released',
    paragraphs(
      'Hello {{ guest.name }}, thank you for staying at {{ house.name }} ({{ stay.dates }}).',
      'The {{ hold.amount }} damage deposit hold on your card has been released: nothing was charged. Depending on your bank, it can take a few days to disappear from your statement.',
    ),
  ),
  'damage-hold-claimed': titled(
    'Part of your damage deposit was charged: {{ hold.claimAmount }}',
    paragraphs(
      'Hello {{ guest.name }}, about your stay at {{ house.name }} ({{ stay.dates }}): {{ hold.claimAmount }} of the {{ hold.amount }} damage deposit held on your card has been charged.',
      'The reason: {{ hold.claimReason }}',
      'The rest of the hold is released to your card. Questions? Just reply to this email.',
    ),
  ),
  'damage-hold-failed': titled(
    'Please check your card: the {{ hold.amount }} damage deposit could not be held',
    paragraphs(
      'Hello {{ guest.name }}, before your stay at {{ house.name }} ({{ stay.dates }}) we place a {{ hold.amount }} damage deposit hold on the card you paid with. Your bank refused it{% if hold.problem %} ("{{ hold.problem }}"){% endif %}. Nothing was charged.',
      'We try again once a day until your stay ends. Your bank can usually allow it if you call them. If you would rather use another card or arrange the deposit another way, reply to this email and the host will sort it out with you.',
    ),
  ),
  'host-damage-hold-failed': titled(
    'Damage deposit not held: {{ guest.name }}',
    paragraphs(
      'The {{ hold.amount }} damage deposit could not be held on the card {{ guest.name }} paid with for {{ stay.dates }}{% if hold.problem %} (the bank said: "{{ hold.problem }}"){% endif %}.',
      'The guest has been asked to check with their bank or reply to you. The site tries again once a day until the stay ends.',
    ),
  ),
  cancelled: titled(
    'Your reservation at {{ house.name }} is cancelled',
    paragraphs(
      '{% if guest.name %}Hello, {{ guest.name }}.{% else %}Hello.{% endif %} Your reservation for {{ stay.dates }} at {{ house.name }} has been cancelled by the host, and the dates are open again.',
      '{{ refund.summary }} Questions? Just reply to this email.',
    ),
  ),
  'guest-cancelled': titled(
    'Your booking at {{ house.name }} is cancelled',
    paragraphs(
      'Hello {{ guest.name }}, as you asked, your booking for {{ stay.dates }} is cancelled and the dates are open again.',
      '{{ refund.summary }}',
      'We hope to welcome you another time: reply to this email if you would like other dates.',
    ),
  ),
  'host-guest-cancelled': titled(
    'Cancelled by the guest: {{ guest.name }}',
    paragraphs(
      '{{ guest.name }} cancelled {{ stay.dates }} from their booking page; the nights are open again.',
      '{{ refund.summary }}',
    ),
  ),
  'host-late-payment-accepted': titled(
    'Late payment accepted: {{ guest.name }}',
    paragraphs(
      '{{ guest.name }} paid for {{ stay.dates }} after the hold had ended or been cancelled. The nights were still free, so the stay is confirmed.',
      'The guest has been sent the usual confirmation. Nothing else to do.',
    ),
  ),
  'late-payment-refunded': titled(
    'Your payment for {{ house.name }} has been refunded',
    paragraphs(
      'Hello {{ guest.name }}, your payment for {{ stay.dates }} arrived after the hold had ended, and those dates have since been booked by another guest.',
      'We have refunded the full amount to your card; it usually appears within 5-10 business days. We are sorry for the trouble: reply to this email if you would like other dates.',
    ),
  ),
  'host-late-payment-refunded': titled(
    'Late payment refunded: {{ guest.name }}',
    paragraphs(
      '{{ guest.name }} paid for {{ stay.dates }} after the hold had {% if stay.status == "cancelled" %}been cancelled{% else %}ended{% endif %}, but the nights were no longer free.',
      'The payment was refunded in full (Stripe refund {{ refund.stripeId }}) and the guest told.',
    ),
  ),
  'balance-declined': {
    subject: 'Your card was declined for the balance of your stay at {{ house.name }}',
    heading: 'Your card was declined for the balance',
    body: paragraphs(
      'Hello {{ guest.name }}, we tried to charge the balance of {{ invoice.amount }} for your stay on {{ stay.dates }} to the card you paid the deposit with, and the card was declined.',
      'Please pay the balance with the link below; the payment page is run by Stripe, our card payment provider. Until it is paid we try the card again once a day.',
    ),
    footer: POLICY_AND_QUESTIONS,
  },
  'host-balance-declined': titled(
    'Balance declined: {{ guest.name }}',
    paragraphs(
      'The saved card of {{ guest.name }} was declined for the balance of their stay on {{ stay.dates }}.',
      'The guest has been emailed a link to pay it themselves, and the card is tried again once a day. You are told if it is still unpaid after that.',
    ),
  ),
  'host-balance-decision': titled(
    'Balance still unpaid: decide for {{ guest.name }}',
    paragraphs(
      'The balance of the stay of {{ guest.name }} on {{ stay.dates }} is still unpaid: the card was declined every day, and the guest has not paid the link we sent.',
      'Open the booking in your admin to decide: cancel the stay under the cancellation policy, or keep waiting for the payment.',
    ),
  ),
  'contact-message': titled(
    'Website message from {{ message.name }}',
    '{{ message.text }}',
    'Sent from the contact form. Reply to this email to answer the guest.',
  ),
  referral: titled('Referral from {{ referral.name }}', 'A referred guest told us who sent them.'),
};
