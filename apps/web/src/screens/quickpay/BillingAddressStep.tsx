import {
  countryHasStates,
  maskAddressLineInput,
  maskCityInput,
  maskPostalCodeInput,
  type AddressCountry,
  type CountryState,
} from '@yo/domain';
import { ComboBox, Select, TextField } from '@yo/ui';
import type { AddressForm } from '../../state/quickpay';
import { Fields, Wide } from '../../layout/form';
import { fieldId } from './PaymentDetailsStep';

export type AddressErrors = Partial<Record<keyof AddressForm, string>>;

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
export function BillingAddressStep({
  address,
  countries,
  states,
  errors,
  onChange,
  onCountryChange,
  onBlur,
}: BillingAddressStepProps) {
  const error = (name: keyof AddressForm) =>
    errors[name] ? { isInvalid: true, errorMessage: errors[name] } : { isInvalid: false };
  return (
    <Fields>
      <ComboBox
        id={fieldId('countryCode')}
        label="Country"
        options={countries.map((country) => ({ id: country.isoCode, label: country.name }))}
        value={address.countryCode || null}
        onChange={(value) => onCountryChange(value ?? '')}
        onBlur={() => onBlur('countryCode')}
        {...error('countryCode')}
      />
      {countryHasStates(address.countryCode) ? (
        <Select
          id={fieldId('state')}
          label="State"
          options={states.map((state) => ({ id: state.alphaCode, label: state.name }))}
          value={address.state || null}
          onChange={(value) => onChange('state', value ?? '')}
          onBlur={() => onBlur('state')}
          {...error('state')}
        />
      ) : null}
      <Wide>
        <TextField
          id={fieldId('line1')}
          label="Address Line 1"
          autoComplete="address-line1"
          maxLength={50}
          value={address.line1}
          onChange={(value) => onChange('line1', maskAddressLineInput(value))}
          onBlur={() => onBlur('line1')}
          {...error('line1')}
        />
      </Wide>
      <Wide>
        <TextField
          id={fieldId('line2')}
          label="Address Line 2"
          autoComplete="address-line2"
          maxLength={50}
          value={address.line2}
          onChange={(value) => onChange('line2', maskAddressLineInput(value))}
        />
      </Wide>
      <TextField
        id={fieldId('city')}
        label="City"
        autoComplete="address-level2"
        maxLength={50}
        value={address.city}
        onChange={(value) => onChange('city', maskCityInput(value))}
        onBlur={() => onBlur('city')}
        {...error('city')}
      />
      <TextField
        id={fieldId('postalCode')}
        label="Postal Code"
        autoComplete="postal-code"
        value={address.postalCode}
        onChange={(value) => onChange('postalCode', maskPostalCodeInput(value))}
      />
    </Fields>
  );
}
