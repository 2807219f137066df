import { DEFAULT_BILLING_COUNTRY_CODE, type AddressCountry, type CountryState } from '@yo/domain';
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

/** Until the country list arrives (or if it cannot), the default country can still be chosen. */
const DEFAULT_COUNTRIES: readonly AddressCountry[] = [
  { isoCode: DEFAULT_BILLING_COUNTRY_CODE, name: 'Trinidad and Tobago' },
];

/** Step 2: Enter Billing Address Details (Optional) (spec 5.7, 5.8). */
export function BillingAddressStep({ countries, ...props }: BillingAddressStepProps) {
  return (
    <BillingAddressFields
      {...props}
      countries={countries.length > 0 ? countries : DEFAULT_COUNTRIES}
      id={fieldId}
    />
  );
}
