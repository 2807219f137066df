import type { OnboardingDocumentRow } from '@yo/domain';

export interface OnboardingTab {
  id: string;
  label: string;
  intro: string;
  rows: OnboardingDocumentRow[];
}

const identity: OnboardingDocumentRow = {
  typeOfDocument: 'Valid identification',
  description:
    'National ID card, driver’s permit or passport of every owner, director and authorised signatory.',
  required: 'YES',
};
const address: OnboardingDocumentRow = {
  typeOfDocument: 'Proof of address',
  description:
    'A utility bill or bank statement for the business address, not older than 3 months.',
  required: 'YES',
};
const bank: OnboardingDocumentRow = {
  typeOfDocument: 'Bank confirmation letter',
  description:
    'A letter from your bank, or a void cheque, for the account that receives settlements.',
  required: 'YES',
};
const letter: OnboardingDocumentRow = {
  typeOfDocument: 'Letter of interest',
  description: 'The Yo letter of interest on your letterhead, signed by an authorised person.',
  required: 'YES',
};
const bir: OnboardingDocumentRow = {
  typeOfDocument: 'BIR number',
  description: 'Your Board of Inland Revenue file number or certificate.',
  required: 'YES',
};
const vat: OnboardingDocumentRow = {
  typeOfDocument: 'VAT registration certificate',
  description: 'Needed if your business is registered for VAT.',
  required: 'Conditional',
};
const license: OnboardingDocumentRow = {
  typeOfDocument: 'Trade or operating licence',
  description:
    'Needed for regulated businesses (for example lenders, insurers, pharmacies, liquor sales).',
  required: 'Conditional',
};
const logo: OnboardingDocumentRow = {
  typeOfDocument: 'Company logo',
  description: 'A high-resolution logo for your listing on Yo and your payment page.',
  required: 'Optional',
};

/** Documents by type of business (spec 2.11: tabbed tables per business type). */
export const onboardingTabs: OnboardingTab[] = [
  {
    id: 'sole-trader',
    label: 'Sole Trader',
    intro:
      'A business owned and run by one person, registered under the Registration of Business Names Act.',
    rows: [
      letter,
      identity,
      {
        typeOfDocument: 'Certificate of registration of business name',
        description: 'Issued by the Companies Registry.',
        required: 'YES',
      },
      bir,
      address,
      bank,
      vat,
      license,
      logo,
    ],
  },
  {
    id: 'partnership',
    label: 'Partnership',
    intro: 'Two or more partners doing business together under a registered name.',
    rows: [
      letter,
      identity,
      {
        typeOfDocument: 'Certificate of registration of business name',
        description: 'Issued by the Companies Registry, listing all partners.',
        required: 'YES',
      },
      {
        typeOfDocument: 'Partnership agreement',
        description: 'The signed agreement between the partners, if one exists.',
        required: 'Conditional',
      },
      bir,
      address,
      bank,
      vat,
      logo,
    ],
  },
  {
    id: 'company',
    label: 'Limited Company',
    intro: 'A company incorporated under the Companies Act of Trinidad and Tobago.',
    rows: [
      letter,
      identity,
      {
        typeOfDocument: 'Certificate of incorporation',
        description: 'Issued by the Companies Registry.',
        required: 'YES',
      },
      {
        typeOfDocument: 'Articles of incorporation and by-laws',
        description: 'As filed with the Companies Registry.',
        required: 'YES',
      },
      {
        typeOfDocument: 'Notice of directors and secretary',
        description: 'The latest filed notice, and the annual return.',
        required: 'YES',
      },
      {
        typeOfDocument: 'Board resolution',
        description: 'Authorising the company to contract with Yo and naming the signatories.',
        required: 'YES',
      },
      bir,
      address,
      bank,
      vat,
      license,
      logo,
    ],
  },
  {
    id: 'charity',
    label: 'Charity / NGO',
    intro:
      'Registered charities, non-profit organisations and religious bodies collecting donations.',
    rows: [
      letter,
      identity,
      {
        typeOfDocument: 'Certificate of incorporation or registration',
        description: 'Or the Act of Parliament that incorporates the organisation.',
        required: 'YES',
      },
      {
        typeOfDocument: 'NPO registration',
        description: 'Registration as a Non-Profit Organisation with the Registrar General.',
        required: 'YES',
      },
      {
        typeOfDocument: 'Charitable status letter',
        description: 'Approval from the Board of Inland Revenue as a charity, if you have it.',
        required: 'Conditional',
      },
      address,
      bank,
      logo,
    ],
  },
];

/** Scan2Pay-only merchants need less (spec 2.11: a Scan2Pay-only table). */
export const scan2PayOnlyRows: OnboardingDocumentRow[] = [
  identity,
  {
    typeOfDocument: 'Business registration',
    description: 'Certificate of registration of business name or certificate of incorporation.',
    required: 'YES',
  },
  bank,
  {
    typeOfDocument: 'Proof of address',
    description: 'A utility bill or bank statement, not older than 3 months.',
    required: 'YES',
  },
  {
    typeOfDocument: 'Photo of the premises',
    description: 'A photo of your shop front, stall or business sign.',
    required: 'Optional',
  },
];

/** Agents (spec 2.11: the agent table). */
export const agentRows: OnboardingDocumentRow[] = [
  {
    typeOfDocument: 'Signed agent agreement',
    description: 'The Yo agent agreement, signed by the owner or an authorised director.',
    required: 'YES',
  },
  identity,
  {
    typeOfDocument: 'Business registration',
    description: 'Certificate of registration of business name or certificate of incorporation.',
    required: 'YES',
  },
  bir,
  address,
  bank,
  {
    typeOfDocument: 'Police certificate of character',
    description: 'For the owner and each person who will take payments, not older than 6 months.',
    required: 'YES',
  },
  {
    typeOfDocument: 'Photos of the premises',
    description: 'Inside and outside, showing where the payment counter will be.',
    required: 'YES',
  },
  {
    typeOfDocument: 'Trade licence',
    description: 'Needed if your type of business requires one.',
    required: 'Conditional',
  },
  {
    typeOfDocument: 'Reference letter',
    description: 'From your bank or a business you have worked with.',
    required: 'Optional',
  },
];
