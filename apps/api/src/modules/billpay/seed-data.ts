import { CHARITIES, UTILITY_MAXIMUM_CENTS } from '@yo/domain';
import type { providers } from '../../db/schema.js';

type ProviderRow = typeof providers.$inferInsert;

const charityNames: Record<(typeof CHARITIES)[number]['charityId'], string> = {
  33: 'Coalition Against Domestic Violence',
  22: 'Animal Welfare Network',
  170: 'Is There Not A Cause (ITNAC)',
  266: 'SEWA International Trinidad and Tobago',
};

/**
 * Payees every environment starts with. Utilities carry no fee (the marketing promises zero fees
 * on online utility payments) and take up to the FAQ's $20,000; vendors set their own card rate
 * and fee; the charities are those of the donate page, their account being their code.
 */
const payees: ProviderRow[] = [
  {
    providerId: 1,
    name: 'T&TEC',
    type: 'Utility',
    limitCents: UTILITY_MAXIMUM_CENTS,
    accountHelperMessage: 'Your 9-digit account number is at the top of your T&TEC bill.',
    accountDisclaimerMessage: 'Payments reflect on your T&TEC account within 24 hours.',
  },
  {
    providerId: 2,
    name: 'WASA',
    type: 'Utility',
    limitCents: UTILITY_MAXIMUM_CENTS,
    accountHelperMessage:
      'Enter the account number on your WASA bill, with its hyphen (e.g. 3012456-01).',
    accountDisclaimerMessage: 'Payments reflect on your WASA account within 24 hours.',
  },
  {
    providerId: 3,
    name: 'TSTT bmobile postpaid',
    type: 'Utility',
    limitCents: UTILITY_MAXIMUM_CENTS,
    accountHelperMessage: 'Enter the 10-digit account number on your bmobile postpaid bill.',
    accountDisclaimerMessage: 'Prepaid top-ups are made under Top Up, not here.',
  },
  {
    providerId: 4,
    name: 'Digicel postpaid',
    type: 'Utility',
    limitCents: UTILITY_MAXIMUM_CENTS,
    accountHelperMessage:
      'Your account number starts with DP and is on your Digicel postpaid bill.',
    accountDisclaimerMessage: 'Prepaid top-ups are made under Top Up, not here.',
  },
  {
    providerId: 5,
    name: 'Flow',
    type: 'Utility',
    limitCents: UTILITY_MAXIMUM_CENTS,
    accountHelperMessage: 'Your account number starts with FL- and is on your Flow bill.',
    accountDisclaimerMessage: 'Payments reflect on your Flow account within 24 hours.',
  },
  {
    providerId: 11,
    name: 'Solis Credit',
    type: 'Vendor',
    accountHelperMessage: 'Your loan account number (SC-…) is on your Solis Credit statement.',
    accountDisclaimerMessage: 'Payments are applied to your loan on the next business day.',
    customerCardRate: '0.025',
    customerFeeCents: 200,
    customerFeesDisclaimer: 'A 2.5% card rate and a $2.00 fee apply to Solis Credit payments.',
    commentsField: true,
  },
  {
    providerId: 12,
    name: 'Made Technologies',
    type: 'Vendor',
    accountHelperMessage: 'Your customer number (MT-C-…) is on your Made Technologies invoice.',
    customerCardRate: '0.03',
    customerFeeCents: 0,
    customerFeesDisclaimer: 'A 3% card rate applies to Made Technologies payments.',
    commentsField: true,
  },
  {
    providerId: 13,
    name: 'CJ Cubes Wholesale',
    type: 'Vendor',
    minimumCents: 10_000,
    limitCents: 1_000_000,
    accountHelperMessage: 'Your trade account number (CJC-…) is on your CJ Cubes invoice.',
    customerFeeCents: 563,
    customerFeesDisclaimer: 'A $5.63 fee applies to CJ Cubes Wholesale payments.',
    commentsField: true,
  },
  ...CHARITIES.map(({ charityId, charityCode }) => ({
    providerId: charityId,
    name: charityNames[charityId],
    type: 'Charity' as const,
    accountHelperMessage: `The donation account of ${charityNames[charityId]} is ${charityCode}.`,
  })),
];

export const PROVIDERS: ProviderRow[] = payees.map((row, index) => ({ ...row, sortOrder: index }));
