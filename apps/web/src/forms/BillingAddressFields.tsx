import {
  countryHasStates,
  maskAddressLineInput,
  maskCityInput,
  maskPostalCodeInput,
  type AddressCountry,
  type CountryState,
} from '@yo/domain';
import { ComboBox, Select, TextField } from '@yo/ui';
import { Fields, Wide } from '../layout/form';
import { fieldError, type AddressErrors, type AddressForm } from './types';

export interface BillingAddressFieldsProps {
  /** What the fields show. */
  address: AddressForm;
  /** The country list (ReferenceData/GetCountryList). */
  countries: readonly AddressCountry[];
  /** The states of `address.countryCode` (shown only for a country with states). */
  states: readonly CountryState[];
  /** A message under each invalid field (none: valid). */
  errors: AddressErrors;
  /** A text field's new value, masked; the state's alpha code. */
  onChange: (name: keyof AddressForm, value: string) => void;
  /** A new country: the caller clears the state and loads the new country's states. */
  onCountryChange: (countryCode: string) => void;
  /** A field lost focus; optional. */
  onBlur?: (name: keyof AddressForm) => void;
  /** Makes each field's DOM id: `id('line1')`. Ids must be unique on the page. */
  id: (name: keyof AddressForm) => string;
  /** Show Address Line 2 and Postal Code too (bill pay does; default true). */
  full?: boolean;
  /** The address must be given (the account's card form): its required fields say so. */
  isRequired?: boolean;
}

/** Country, state (when the country has states), address lines, city and postal code. */
export function BillingAddressFields({
  address,
  countries,
  states,
  errors,
  onChange,
  onCountryChange,
  onBlur,
  id,
  full = true,
  isRequired = false,
}: BillingAddressFieldsProps) {
  return (
    <Fields>
      <ComboBox
        id={id('countryCode')}
        label="Country"
        isRequired={isRequired}
        options={countries.map((country) => ({ id: country.isoCode, label: country.name }))}
        value={address.countryCode || null}
        onChange={(value) => onCountryChange(value ?? '')}
        onBlur={() => onBlur?.('countryCode')}
        {...fieldError(errors.countryCode)}
      />
      {countryHasStates(address.countryCode) ? (
        <Select
          id={id('state')}
          label="State"
          isRequired={isRequired}
          options={states.map((state) => ({ id: state.alphaCode, label: state.name }))}
          value={address.state || null}
          onChange={(value) => onChange('state', value ?? '')}
          onBlur={() => onBlur?.('state')}
          {...fieldError(errors.state)}
        />
      ) : null}
      <Wide>
        <TextField
          id={id('line1')}
          label="Address Line 1"
          isRequired={isRequired}
          autoComplete="address-line1"
          maxLength={50}
          value={address.line1}
          onChange={(value) => onChange('line1', maskAddressLineInput(value))}
          onBlur={() => onBlur?.('line1')}
          {...fieldError(errors.line1)}
        />
      </Wide>
      {full ? (
        <Wide>
          <TextField
            id={id('line2')}
            label="Address Line 2"
            autoComplete="address-line2"
            maxLength={50}
            value={address.line2}
            onChange={(value) => onChange('line2', maskAddressLineInput(value))}
          />
        </Wide>
      ) : null}
      <TextField
        id={id('city')}
        label="City"
        isRequired={isRequired}
        autoComplete="address-level2"
        maxLength={50}
        value={address.city}
        onChange={(value) => onChange('city', maskCityInput(value))}
        onBlur={() => onBlur?.('city')}
        {...fieldError(errors.city)}
      />
      {full ? (
        <TextField
          id={id('postalCode')}
          label="Postal Code"
          autoComplete="postal-code"
          value={address.postalCode}
          onChange={(value) => onChange('postalCode', maskPostalCodeInput(value))}
        />
      ) : null}
    </Fields>
  );
}
