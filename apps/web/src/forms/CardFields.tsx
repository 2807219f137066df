import { detectCardBrand, maskNameOnCardInput, type CardBrand } from '@yo/domain';
import { CardNumberField, CvvField, ExpiryField, TextField, type CardBrandName } from '@yo/ui';
import { Fields, Wide } from '../layout/form';
import { fieldError, type CardErrors, type CardForm } from './types';

/** @yo/domain's brands as @yo/ui's marks. */
const brandMarks: Partial<Record<CardBrand, CardBrandName>> = {
  Visa: 'visa',
  'Visa Electron': 'visa',
  Mastercard: 'mastercard',
  AMEX: 'amex',
  Discover: 'discover',
  Diners: 'diners',
  'Diners - Carte Blanche': 'diners',
  JCB: 'jcb',
};

export interface CardFieldsProps {
  /** What the fields show. */
  card: CardForm;
  /** A message under each invalid field (none: valid). */
  errors: CardErrors;
  /** A field's new value: the name masked, the number and expiry formatted, the CVV as digits. */
  onChange: (name: keyof CardForm, value: string) => void;
  /** A field lost focus (for 'touched' rules); optional. */
  onBlur?: (name: keyof CardForm) => void;
  /** Makes each field's DOM id: `id('cardNumber')`. Ids must be unique on the page. */
  id: (name: keyof CardForm) => string;
  /** Which fields to show; all four by default (an edited saved card shows no number nor CVV). */
  show?: readonly (keyof CardForm)[];
  /** Fields shown read-only (e.g. a saved card's number). */
  readOnly?: readonly (keyof CardForm)[];
}

const ALL: readonly (keyof CardForm)[] = ['name', 'cardNumber', 'expirationDate', 'cvv'];

/** Name on card, card number (with its brand mark), expiry and CVV, in a two-column grid. */
export function CardFields({
  card,
  errors,
  onChange,
  onBlur,
  id,
  show = ALL,
  readOnly = [],
}: CardFieldsProps) {
  const brand = detectCardBrand(card.cardNumber);
  const mark = brand ? brandMarks[brand] : undefined;
  const common = (name: keyof CardForm) => ({
    id: id(name),
    isRequired: true,
    isReadOnly: readOnly.includes(name),
    onBlur: () => onBlur?.(name),
    ...fieldError(errors[name]),
  });
  return (
    <Fields>
      {show.includes('name') ? (
        <Wide>
          <TextField
            {...common('name')}
            label="Name on Card"
            autoComplete="cc-name"
            maxLength={50}
            value={card.name}
            onChange={(value) => onChange('name', maskNameOnCardInput(value))}
          />
        </Wide>
      ) : null}
      {show.includes('cardNumber') ? (
        <Wide>
          <CardNumberField
            {...common('cardNumber')}
            label="Card Number"
            {...(mark ? { brand: mark } : {})}
            value={card.cardNumber}
            onChange={(formatted) => onChange('cardNumber', formatted)}
          />
        </Wide>
      ) : null}
      {show.includes('expirationDate') ? (
        <ExpiryField
          {...common('expirationDate')}
          label="Expiration Date"
          value={card.expirationDate}
          onChange={(formatted) => onChange('expirationDate', formatted)}
        />
      ) : null}
      {show.includes('cvv') ? (
        <CvvField
          {...common('cvv')}
          label="CVV"
          value={card.cvv}
          onChange={(_formatted, digits) => onChange('cvv', digits)}
        />
      ) : null}
    </Fields>
  );
}
