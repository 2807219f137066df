import { company, figures } from './company';

export interface FaqQuestion {
  id: string;
  question: string;
  answer: string[];
}

export interface FaqTopic {
  id: string;
  label: string;
  questions: FaqQuestion[];
}

/** The FAQ (spec 2.11): seven topics, in the spec's order and with the spec's tab names. */
export const faqTopics: FaqTopic[] = [
  {
    id: 'general',
    label: 'General',
    questions: [
      {
        id: 'what-is-yo',
        question: 'What is Yo?',
        answer: [
          'Yo is a Trinidad and Tobago payments service. You can pay bills, top up Digicel and bmobile prepaid phones and donate to partner charities online by Visa or Mastercard, or in cash at one of our agents.',
        ],
      },
      {
        id: 'how-fast',
        question: 'How long does a payment take?',
        answer: [
          'Making a payment takes under 2 minutes. Payments are reflected with the payee in near real time, within 24 hours or less.',
        ],
      },
      {
        id: 'fees',
        question: 'Are there any fees?',
        answer: [
          'Paying a utility online carries zero fees, and online top-ups are free of fee. Some other payees add a card processing fee, which is always shown before you pay. Agents may charge a convenience fee of up to ' +
            figures.agentFee +
            '.',
        ],
      },
      {
        id: 'contact',
        question: 'How do I contact customer care?',
        answer: [
          `Call ${company.phone} or email ${company.supportEmail}, ${company.hours}. You can also use the form on our Contact Us page.`,
        ],
      },
    ],
  },
  {
    id: 'pay-bills',
    label: 'Pay Bills',
    questions: [
      {
        id: 'limits',
        question: 'How much can I pay?',
        answer: [
          `The minimum is ${figures.billPayMinimum} per transaction. The maximum is ${figures.scan2PayMaximum} for a Scan2Pay merchant and ${figures.utilityMaximum} per utility, with exceptions for some providers.`,
        ],
      },
      {
        id: 'cards',
        question: 'Which cards can I use?',
        answer: [
          'Visa and Mastercard credit and debit cards. Every payment is verified by your bank with 3-D Secure.',
        ],
      },
      {
        id: 'failed',
        question: 'My card payment failed. What should I do?',
        answer: [
          'You can simply try the payment again. If it fails again, check with your bank that your card is enabled for online payments, or contact us and we will help.',
        ],
      },
      {
        id: 'guest',
        question: 'Do I need an account to pay a bill?',
        answer: [
          'No. Quick Pay lets you pay as a guest with a new card. With an account you can save cards and see all your receipts.',
        ],
      },
      {
        id: 'reflect',
        question: 'When will the payee see my payment?',
        answer: ['Within 24 hours or less, and usually much sooner.'],
      },
    ],
  },
  {
    id: 'top-up',
    label: 'Top Up',
    questions: [
      {
        id: 'carriers',
        question: 'Which phones can I top up?',
        answer: [
          'Prepaid Digicel and bmobile numbers, your own or someone else’s. Postpaid bmobile plans are not accepted.',
        ],
      },
      {
        id: 'amounts',
        question: 'How much can I top up?',
        answer: [
          `Online top-ups are from ${figures.topUpMinimum} to ${figures.topUpMaximum}, and include ${figures.topUpVat} VAT. Online top-up is free of fee.`,
        ],
      },
      {
        id: 'wrong-number',
        question: 'I topped up the wrong number. Can I get it back?',
        answer: [
          'Yo cannot reverse a top-up sent to the wrong number, because the credit is delivered to that phone at once. Please contact the carrier (Digicel or bmobile) for help.',
        ],
      },
      {
        id: 'not-received',
        question: 'My card was charged but the credit never arrived.',
        answer: [
          `A top-up that was debited but not delivered is reversed automatically within ${figures.reversalDays} business days. You do not need to do anything.`,
        ],
      },
    ],
  },
  {
    id: 'sign-up',
    label: 'Sign Up',
    questions: [
      {
        id: 'what-needed',
        question: 'What do I need to register?',
        answer: [
          'An email address and a phone number. Each email address and each phone number can be used for one account only, and each account has one registered phone number.',
        ],
      },
      {
        id: 'sms-code',
        question: 'Why do I get a 6-digit code by SMS?',
        answer: [
          'We send a 6-digit SMS code when you sign up and every time you log in. Entering it proves that it is really you, even if someone learns your password.',
        ],
      },
      {
        id: 'cost',
        question: 'Does an account cost anything?',
        answer: ['No. Registering with Yo is free.'],
      },
    ],
  },
  {
    id: 'security',
    label: 'Security',
    questions: [
      {
        id: 'safe',
        question: 'Is it safe to pay with Yo?',
        answer: [
          'Yes. Card payments use 3-D Secure 2, we are PCI DSS compliant, every page is served over HTTPS and our systems are protected by firewalls and fraud detection.',
        ],
      },
      {
        id: 'card-stored',
        question: 'Do you keep my card number?',
        answer: [
          'No. When you save a card, our card processor keeps it as a secure token; Yo only keeps the brand, the last four digits and the expiry date.',
        ],
      },
      {
        id: 'share-code',
        question: 'Someone asked me for my SMS code. Should I give it?',
        answer: ['Never. Yo staff will never ask for your password or your verification code.'],
      },
      {
        id: 'passkeys',
        question: 'What is a passkey, and why should I add one?',
        answer: [
          "A passkey lets you sign in with the fingerprint, face or screen lock of your phone or computer instead of a code. It only works on Yo's own site, so a fake site cannot trick you into giving it away, and it stays on your device, so nobody can take it by moving your number to another SIM.",
          'Add one under Account > Passkeys. You can remove it there at any time, and codes by SMS or email keep working.',
        ],
      },
    ],
  },
  {
    id: 'business',
    label: 'business',
    questions: [
      {
        id: 'collect',
        question: 'How can my business collect payments with Yo?',
        answer: [
          'Online through Yo, in cash at our agents, with a Scan2Pay QR code, or on your own website through our payment gateway.',
        ],
      },
      {
        id: 'pricing',
        question: 'What does it cost?',
        answer: [
          `Scan2Pay and the standard gateway cost ${figures.standardRate} per transaction (a 3% bank fee plus a fixed fee). Charities and NGOs pay ${figures.charityRate}. Bulk ACH transfers cost ${figures.achFee} per transfer and arrive ${figures.achDays} business days after the transactions.`,
        ],
      },
      {
        id: 'settlement',
        question: 'When do I get my money?',
        answer: [`Settlement to your bank account takes ${figures.settlement}.`],
      },
      {
        id: 'notifications',
        question: 'How will I know who paid?',
        answer: [
          `By file (FTP) notifications, daily or as often as every ${figures.ftpInterval}, or by API notifications in real time.`,
        ],
      },
    ],
  },
  {
    id: 'agent',
    label: 'Agent',
    questions: [
      {
        id: 'where',
        question: 'Where can I pay in cash?',
        answer: [
          `At more than ${figures.agentCount} authorised agents across Trinidad and Tobago. See Agent Locations for the full list.`,
        ],
      },
      {
        id: 'agent-fee',
        question: 'What does it cost to pay at an agent?',
        answer: [
          `Agents may charge a convenience fee of up to ${figures.agentFee}. Agent payments are from ${figures.agentMinimum} to ${figures.agentMaximum}, in cash or by Visa debit.`,
        ],
      },
      {
        id: 'become',
        question: 'How do I become an agent?',
        answer: [
          `Call ${company.phone} or email ${company.agentsEmail}. Agents earn up to ${figures.agentEarning} per transaction.`,
        ],
      },
    ],
  },
];
