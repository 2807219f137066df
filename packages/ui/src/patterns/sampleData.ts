/** Sample data for the Patterns stories (not part of the library). */
import type { SelectOption } from '../Select/ListBoxOption.js';
import type { CardBrandName } from '../CardNumberField/CardBrandIcon.js';

export const samplePayees: SelectOption[] = [
  { id: '101', label: 'T&TEC – Electricity' },
  { id: '102', label: 'WASA – Water and Sewerage' },
  { id: '103', label: 'TSTT bmobile – Postpaid' },
  { id: '104', label: 'Digicel – Postpaid' },
  { id: '105', label: 'Flow – Cable and Internet' },
];

export const sampleCountries: SelectOption[] = [
  { id: '780', label: 'Trinidad and Tobago' },
  { id: '052', label: 'Barbados' },
  { id: '388', label: 'Jamaica' },
  { id: '328', label: 'Guyana' },
  { id: '840', label: 'United States' },
  { id: '124', label: 'Canada' },
];

/** A stand-in for @yo/domain's `detectCardBrand`, mapped to the field's brand names. */
export function sampleBrandOf(digits: string): CardBrandName | undefined {
  if (digits === '') return undefined;
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

export const layout = {
  stack: { display: 'grid', gap: 20 },
  row: { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' },
  twoColumns: {
    display: 'grid',
    gap: 20,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  },
  reviewList: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: '8px 16px',
    margin: 0,
  },
} as const;
