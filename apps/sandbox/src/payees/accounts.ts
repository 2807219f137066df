/**
 * The payees' customer accounts: what each biller's own system would answer. Provider ids are
 * the ones the API seeds (utilities 1–5, vendors 11–13, charities 33, 22, 170, 266).
 */
export type AccountStatus = 'ACTIVE' | 'INACTIVE';

export interface PayeeAccount {
  providerId: number;
  accountNumber: string;
  status: AccountStatus;
  nameOnAccount: string;
  /** The biller's system takes lookups but refuses postings, with this reason. */
  refusesPostings?: string;
}

export const PAYEES: Readonly<Record<number, string>> = {
  1: 'T&TEC (electricity)',
  2: 'WASA (water)',
  3: 'TSTT bmobile postpaid',
  4: 'Digicel postpaid',
  5: 'Flow',
  11: 'Solis Credit',
  12: 'Made Technologies',
  13: 'CJ Cubes Wholesale',
  22: 'Animal Welfare Network',
  33: 'Coalition Against Domestic Violence',
  170: 'Is There Not A Cause',
  266: 'SEWA International Trinidad and Tobago',
};

const active = (
  providerId: number,
  accountNumber: string,
  nameOnAccount: string,
): PayeeAccount => ({
  providerId,
  accountNumber,
  status: 'ACTIVE',
  nameOnAccount,
});

const inactive = (
  providerId: number,
  accountNumber: string,
  nameOnAccount: string,
): PayeeAccount => ({
  providerId,
  accountNumber,
  status: 'INACTIVE',
  nameOnAccount,
});

export const PAYEE_ACCOUNTS: readonly PayeeAccount[] = [
  // T&TEC: 9-digit customer account numbers.
  active(1, '100234567', 'Ravi Ramdial'),
  active(1, '100567890', 'Keisha Alleyne'),
  active(1, '101122334', 'Marcus Baptiste'),
  inactive(1, '100999001', 'Gerard Mohammed'),
  {
    ...active(1, '100777777', 'Priya Maharaj'),
    refusesPostings: 'Account under review by T&TEC: payments cannot be applied',
  },
  // WASA: 7-digit account and 2-digit premises suffix.
  active(2, '3012456-01', 'Andrea Charles'),
  active(2, '3045789-02', 'Curtis Phillip'),
  active(2, '3078123-01', 'Shanice Joseph'),
  inactive(2, '3099001-01', 'Dexter Ali'),
  // TSTT bmobile postpaid: the 10-digit service number.
  active(3, '8686201234', 'Natalie Ramsaran'),
  active(3, '8687014455', 'Jason De Freitas'),
  active(3, '8684829901', 'Aaliyah Khan'),
  inactive(3, '8686209999', 'Brian Lewis'),
  // Digicel postpaid: DP and 7 digits.
  active(4, 'DP1004455', 'Stacy-Ann Roberts'),
  active(4, 'DP1009821', 'Kevon Williams'),
  active(4, 'DP1013377', 'Rhea Persad'),
  inactive(4, 'DP1000042', 'Terrence Joseph'),
  // Flow: FL- and 9 digits.
  active(5, 'FL-204812345', 'Michelle Ramkissoon'),
  active(5, 'FL-204867890', 'Andre Greenidge'),
  active(5, 'FL-205011223', 'Tamika Sealy'),
  inactive(5, 'FL-203300001', 'Nigel Cudjoe'),
  // Vendors: their own customer or loan numbers.
  active(11, 'SC-10045', 'Darren Rampersad'),
  active(11, 'SC-10078', 'Lisa-Marie Francis'),
  inactive(11, 'SC-09001', 'Wendell Brathwaite'),
  active(12, 'MT-C-0042', 'Kenrick Lewis'),
  active(12, 'MT-C-0107', 'Ramjattan Hardware Ltd'),
  active(13, 'CJC-7781', 'Sunrise Mini Mart'),
  active(13, 'CJC-7790', 'Bissessar Grocery'),
  // Charities: one collection account each, the codes of the donate buttons.
  active(33, 'DONATECADV', 'Coalition Against Domestic Violence'),
  active(22, 'DONATEAWN', 'Animal Welfare Network'),
  active(170, 'DONATEITNAC', 'Is There Not A Cause (ITNAC)'),
  active(266, 'DONATESEWA', 'SEWA International Trinidad and Tobago'),
];
