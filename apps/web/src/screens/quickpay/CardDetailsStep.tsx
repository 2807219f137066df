import { detectCardBrand, maskNameOnCardInput, type CardBrand } from '@yo/domain';
import { CardNumberField, CvvField, ExpiryField, TextField, type CardBrandName } from '@yo/ui';
import type { CardForm } from '../../state/quickpay';
import { Fields, Wide } from '../../layout/form';
import { fieldId } from './PaymentDetailsStep';

export type CardErrors = Partial<Record<keyof CardForm, string>>;

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

export interface CardDetailsStepProps {
  card: CardForm;
  errors: CardErrors;
  onChange: (name: keyof CardForm, value: string) => void;
  onBlur: (name: keyof CardForm) => void;
}

/** Step 1: Enter Card Details (spec 5.7): a new Visa or Mastercard. */
export function CardDetailsStep({ card, errors, onChange, onBlur }: CardDetailsStepProps) {
  const brand = detectCardBrand(card.cardNumber);
  const mark = brand ? brandMarks[brand] : undefined;
  const error = (name: keyof CardForm) =>
    errors[name] ? { isInvalid: true, errorMessage: errors[name] } : { isInvalid: false };
  return (
    <Fields>
      <Wide>
        <TextField
          id={fieldId('name')}
          label="Name on Card"
          isRequired
          autoComplete="cc-name"
          maxLength={50}
          value={card.name}
          onChange={(value) => onChange('name', maskNameOnCardInput(value))}
          onBlur={() => onBlur('name')}
          {...error('name')}
        />
      </Wide>
      <Wide>
        <CardNumberField
          id={fieldId('cardNumber')}
          label="Card Number"
          isRequired
          {...(mark ? { brand: mark } : {})}
          value={card.cardNumber}
          onChange={(formatted) => onChange('cardNumber', formatted)}
          onBlur={() => onBlur('cardNumber')}
          {...error('cardNumber')}
        />
      </Wide>
      <ExpiryField
        id={fieldId('expirationDate')}
        label="Expiration Date"
        isRequired
        value={card.expirationDate}
        onChange={(formatted) => onChange('expirationDate', formatted)}
        onBlur={() => onBlur('expirationDate')}
        {...error('expirationDate')}
      />
      <CvvField
        id={fieldId('cvv')}
        label="CVV"
        isRequired
        value={card.cvv}
        onChange={(_formatted, digits) => onChange('cvv', digits)}
        onBlur={() => onBlur('cvv')}
        {...error('cvv')}
      />
    </Fields>
  );
}
