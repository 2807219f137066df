import { CardFields, type CardErrors, type CardForm } from '../../forms';
import { fieldId } from './PaymentDetailsStep';

export type { CardErrors };

export interface CardDetailsStepProps {
  card: CardForm;
  errors: CardErrors;
  onChange: (name: keyof CardForm, value: string) => void;
  onBlur: (name: keyof CardForm) => void;
}

/** Step 1: Enter Card Details (spec 5.7): a new Visa or Mastercard. */
export function CardDetailsStep({ card, errors, onChange, onBlur }: CardDetailsStepProps) {
  return (
    <CardFields card={card} errors={errors} onChange={onChange} onBlur={onBlur} id={fieldId} />
  );
}
