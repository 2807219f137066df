/**
 * The airtime aggregator's operators and sample numbers. Trinidad and Tobago's mobile numbers are
 * 1868 and 7 digits; the first digits hint at the carrier (Digicel 25-29, 3, 43; bmobile 46-49,
 * 620, 678, 68, 7), but numbers are portable, so a ported number belongs to its current carrier.
 */

export type OperatorKey = 'digicel' | 'bmobile';

export interface Operator {
  operatorId: number;
  key: OperatorKey;
  name: string;
  /** RANGE: any amount from minAmount to maxAmount; fixedAmounts are the suggested ones. */
  denominationType: 'RANGE';
  minAmount: number;
  maxAmount: number;
  fixedAmounts: number[];
  destinationCurrencyCode: 'TTD';
  country: { isoName: 'TT'; name: 'Trinidad and Tobago' };
}

export const OPERATORS: readonly Operator[] = [
  {
    operatorId: 1801,
    key: 'digicel',
    name: 'Digicel Trinidad and Tobago',
    denominationType: 'RANGE',
    minAmount: 5,
    maxAmount: 1000,
    fixedAmounts: [25, 50, 100, 200],
    destinationCurrencyCode: 'TTD',
    country: { isoName: 'TT', name: 'Trinidad and Tobago' },
  },
  {
    operatorId: 1802,
    key: 'bmobile',
    name: 'bmobile Trinidad and Tobago',
    denominationType: 'RANGE',
    minAmount: 5,
    maxAmount: 1000,
    fixedAmounts: [20, 50, 100, 250],
    destinationCurrencyCode: 'TTD',
    country: { isoName: 'TT', name: 'Trinidad and Tobago' },
  },
];

/** What a sample number does when it is topped up (or looked up). */
export type Behaviour =
  'delivered' | 'delayed' | 'fails' | 'processing-then-fails' | 'ported' | 'postpaid' | 'invalid';

export interface SampleNumber {
  msisdn: string;
  /** The carrier that owns the number now; null for a number no carrier has. */
  carrier: OperatorKey | null;
  behaviour: Behaviour;
  description: string;
}

/** How long a `delayed` top-up stays PROCESSING before it is SUCCESSFUL. */
export const DELAYED_DELIVERY_MS = 20_000;
/** How long a `processing-then-fails` top-up stays PROCESSING before it is FAILED: a week. */
export const STUCK_DELIVERY_MS = 7 * 24 * 60 * 60_000;

export const SAMPLE_NUMBERS: readonly SampleNumber[] = [
  {
    msisdn: '18683001234',
    carrier: 'digicel',
    behaviour: 'delivered',
    description: 'Digicel prepaid: delivered at once',
  },
  {
    msisdn: '18687201234',
    carrier: 'bmobile',
    behaviour: 'delivered',
    description: 'bmobile prepaid: delivered at once',
  },
  {
    msisdn: '18682601234',
    carrier: 'digicel',
    behaviour: 'delayed',
    description: 'Digicel prepaid: processing for 20 seconds, then delivered',
  },
  {
    msisdn: '18684601234',
    carrier: 'bmobile',
    behaviour: 'fails',
    description: 'bmobile prepaid: the carrier fails the top-up at once',
  },
  {
    msisdn: '18684301234',
    carrier: 'digicel',
    behaviour: 'processing-then-fails',
    description: 'Digicel prepaid: stays processing for a week, then fails',
  },
  {
    msisdn: '18687501234',
    carrier: 'digicel',
    behaviour: 'ported',
    description: 'A bmobile prefix ported to Digicel: detected as Digicel, delivered at once',
  },
  {
    msisdn: '18686201234',
    carrier: 'bmobile',
    behaviour: 'postpaid',
    description: 'bmobile postpaid: refused',
  },
  {
    msisdn: '18681001234',
    carrier: null,
    behaviour: 'invalid',
    description: 'No carrier has this number: refused',
  },
];

const DIGICEL_PREFIXES = ['25', '26', '27', '28', '29', '3', '43'];
const BMOBILE_PREFIXES = ['46', '47', '48', '49', '620', '678', '68', '7'];

/**
 * The carrier of a number: a sample number's own, else by its prefix (the longest that matches),
 * else none. Only `1868` and 7 digits are Trinidad and Tobago mobile numbers.
 */
export function detect(msisdn: string): SampleNumber | null {
  const sample = SAMPLE_NUMBERS.find((number) => number.msisdn === msisdn);
  if (sample) return sample.carrier ? sample : null;
  if (!/^1868\d{7}$/.test(msisdn)) return null;
  const local = msisdn.slice(4);
  const match = (prefixes: string[]) =>
    Math.max(0, ...prefixes.filter((prefix) => local.startsWith(prefix)).map((p) => p.length));
  const digicel = match(DIGICEL_PREFIXES);
  const bmobile = match(BMOBILE_PREFIXES);
  if (digicel === 0 && bmobile === 0) return null;
  return {
    msisdn,
    carrier: digicel > bmobile ? 'digicel' : 'bmobile',
    behaviour: 'delivered',
    description: 'Any other number with a carrier prefix: delivered at once',
  };
}
