/** The /policies page (spec sections 2 and 9: cancellation, deposits and fees, damage and liability, FAQ). */
export interface PolicySection {
  id: string;
  title: string;
  intro?: string;
  items: string[];
  note?: string;
}

const SECURITY_DEPOSIT = '$250';
const PET_VIOLATION_FEE = '$500';
const SMOKING_VIOLATION_FEE = '$500';
const HOST_PROTECTION = '$1,000,000';

export const policySections: PolicySection[] = [
  {
    id: 'cancellation',
    title: 'Cancellation Policy',
    intro: 'Cancellation deadlines are counted to 11:59 PM Eastern Time on the stated day before check-in.',
    items: [
      'Full refund of the accommodation cost if you cancel 14 or more days before check-in (11:59 PM Eastern).',
      '50% refund of the accommodation cost if you cancel from 13 to 7 days before check-in.',
      'No refund if you cancel less than 7 days before check-in, for a no-show, or for an early departure.',
      'Service fees are non-refundable.',
      'Refunds are started within 5-7 business days of the cancellation.',
      'Where we offer a stay credit instead of a refund, credits are valid for 12 months.',
    ],
    note: 'Our short Cancellation Policy page describes the 50% band as cancelling less than 14 days but up to 1 week before check-in; both mean the same period, from 13 to 7 days before check-in.',
  },
  {
    id: 'deposits-fees',
    title: 'Deposits and Fees',
    items: [
      `Security deposit: a ${SECURITY_DEPOSIT} authorization on your card, released within 7 days after checkout if there is no damage.`,
      `Pet violation: ${PET_VIOLATION_FEE}. The house is pet-free with no exceptions.`,
      `Smoking violation: ${SMOKING_VIOLATION_FEE}. No smoking or vaping indoors.`,
      'Cleaning and linen fees are shown in your booking summary before you pay.',
      'New Hampshire rooms and meals tax (8.5%) applies to lodging.',
    ],
  },
  {
    id: 'damage-liability',
    title: 'Damage and Liability',
    items: [
      'Please report any damage or breakage as soon as it happens; accidents happen, and telling us early helps.',
      'Guests are responsible for damage beyond normal wear and tear caused during their stay; costs may be charged against the security deposit authorization.',
      `Host protection coverage up to ${HOST_PROTECTION} applies to the property.`,
      'Use of the lake, beaches, trails and community facilities is at your own risk and subject to the community’s rules.',
      'We are not responsible for personal belongings left at the house, but we will gladly help return anything found.',
    ],
  },
];

export const policyFaqs: { question: string; answer: string }[] = [
  {
    question: 'When is the security deposit released?',
    answer: `The ${SECURITY_DEPOSIT} authorization is released within 7 days after checkout.`,
  },
  {
    question: 'What if I have to cancel 10 days before check-in?',
    answer:
      'Cancelling from 13 to 7 days before check-in gives a 50% refund of the accommodation cost. Service fees are non-refundable.',
  },
  {
    question: 'How long does a refund take?',
    answer: 'Refunds are started within 5-7 business days; your bank may take a few more days to show it.',
  },
  {
    question: 'Can I bring my dog?',
    answer: `No pets are allowed, with no exceptions. A ${PET_VIOLATION_FEE} pet violation fee applies.`,
  },
  {
    question: 'How long is a stay credit valid?',
    answer: 'Stay credits are valid for 12 months from the date they are issued.',
  },
];
