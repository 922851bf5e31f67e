/** The legal pages /cancellation-policy, /terms and /privacy (spec sections 2 and 9). */
export const LEGAL_LAST_UPDATED = 'August 20, 2025';

interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface LegalDocument {
  path: '/cancellation-policy' | '/terms' | '/privacy';
  title: string;
  linkLabel: string;
  intro: string;
  sections: LegalSection[];
}

export const cancellationPolicy: LegalDocument = {
  path: '/cancellation-policy',
  title: 'Cancellation Policy',
  linkLabel: 'Cancellation Policy',
  intro: 'We understand plans change. This policy applies to stays booked directly on this website.',
  sections: [
    {
      id: 'refunds',
      heading: 'Refunds',
      items: [
        'Full refund of the accommodation cost if you cancel 14 or more days before check-in (11:59 PM Eastern Time).',
        '50% refund if you cancel less than 14 days but up to 1 week before check-in.',
        'No refund for cancellations less than 7 days before check-in, no-shows or early departures.',
        'Service fees are non-refundable.',
      ],
    },
    {
      id: 'how-to-cancel',
      heading: 'How to Cancel',
      paragraphs: [
        'Send us a message through the contact page or by email with your name and stay dates. The time of your message sets the cancellation date.',
        'Refunds are started within 5-7 business days. Stay credits, where offered, are valid for 12 months.',
      ],
    },
    {
      id: 'platform-bookings',
      heading: 'Bookings Made on Other Platforms',
      paragraphs: [
        'Stays booked through an outside rental platform follow that platform’s cancellation policy shown at booking.',
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  path: '/terms',
  title: 'Terms of Service',
  linkLabel: 'Terms of Service',
  intro: 'These terms apply to your use of this website and to stays booked directly with us.',
  sections: [
    {
      id: 'bookings',
      heading: 'Bookings',
      items: [
        'The person booking must be at least 18 years old and stay at the property.',
        'Maximum occupancy is 11 overnight guests (adults plus children); up to 4 infants under 2 are not counted.',
        'A booking is confirmed only after the invoice is paid and a confirmation email is sent.',
        'Prices shown before dates are confirmed are estimates; the invoice shows the final amount.',
      ],
    },
    {
      id: 'house-rules',
      heading: 'House Rules',
      paragraphs: [
        'Guests agree to follow the house rules, including no smoking indoors, no pets, the quiet hours they give, and the Eastman community’s rules.',
      ],
    },
    {
      id: 'payments',
      heading: 'Payments, Deposits and Fees',
      items: [
        'A $250 security deposit authorization is released within 7 days after checkout.',
        'A $500 fee applies to pet violations and a $500 fee to smoking violations.',
        'Cancellations follow our Cancellation Policy.',
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      paragraphs: [
        'Guests are responsible for damage beyond normal wear and tear during their stay. Use of the lake, trails and community facilities is at your own risk.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to These Terms',
      paragraphs: [
        'We may update these terms. Changes are announced on this page at least 30 days ahead of taking effect, and never change a booking that is already confirmed.',
      ],
    },
  ],
};

export const privacyPolicy: LegalDocument = {
  path: '/privacy',
  title: 'Privacy Policy',
  linkLabel: 'Privacy Policy',
  intro: 'This policy explains what we collect when you use this website or stay with us, and how we use it.',
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      items: [
        'Contact details you send us: name, email, phone and your message.',
        'Booking details: stay dates, guest counts, special requests and access codes you enter.',
        'Payment records. Card details are handled by our card payment provider; we never store full card numbers.',
      ],
    },
    {
      id: 'how-we-use',
      heading: 'How We Use It',
      items: [
        'To answer your questions and manage your booking.',
        'To send booking confirmations, invoices and check-in instructions.',
        'To meet legal, tax and accounting obligations.',
      ],
      paragraphs: ['We do not sell your personal information.'],
    },
    {
      id: 'retention',
      heading: 'How Long We Keep It',
      paragraphs: [
        'Booking and payment records are retained up to 7 years for tax and accounting purposes. Contact messages are kept only as long as needed to answer you.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'We use only the cookies the site needs to work, such as the session cookie that remembers a verified access code or an admin sign-in. We do not use advertising cookies.',
        'Embedded services (such as the map on the contact page) may set their own cookies under their own policies. You can block or delete cookies in your browser settings; parts of the site that need a session may then not work.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your Choices',
      paragraphs: [
        'You may ask us for a copy of your information, or ask us to correct or delete it where the law allows, using the contact details below.',
      ],
    },
  ],
};

export const legalDocuments: LegalDocument[] = [cancellationPolicy, termsOfService, privacyPolicy];
