import type { AddressCountry, CountryState } from '@yo/domain';
import { BillingAddressFields, type AddressErrors, type AddressForm } from '../../forms';
import { fieldId } from './PaymentDetailsStep';

export type { AddressErrors };

export interface BillingAddressStepProps {
  address: AddressForm;
  countries: readonly AddressCountry[];
  states: readonly CountryState[];
  errors: AddressErrors;
  onChange: (name: keyof AddressForm, value: string) => void;
  onCountryChange: (countryCode: string) => void;
  onBlur: (name: keyof AddressForm) => void;
}

/** Step 2: Enter Billing Address Details (Optional) (spec 5.7, 5.8). */
export function BillingAddressStep(props: BillingAddressStepProps) {
  return <BillingAddressFields {...props} id={fieldId} />;
}
