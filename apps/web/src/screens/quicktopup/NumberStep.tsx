import { topUpScreenText, type PhoneProvider, type TopUpCountry } from '@yo/domain';
import { MaskedPhoneField, Select, Spinner } from '@yo/ui';
import { fieldError } from '../../forms';
import { CarrierBadge } from './layout';

export const topUpFieldId = (name: string) => `topup-${name}`;

export interface CountryStepProps {
  countries: readonly TopUpCountry[];
  country: TopUpCountry | null;
  onSelect: (countryId: number) => void;
}

/** Step 0: Select Country (4.7: choosing one resets the later steps and advances). */
export function CountryStep({ countries, country, onSelect }: CountryStepProps) {
  return (
    <Select
      id={topUpFieldId('country')}
      label={topUpScreenText.country}
      isRequired
      options={countries.map((item) => ({ id: String(item.countryId), label: item.description }))}
      value={country ? String(country.countryId) : null}
      onChange={(value) => value !== null && onSelect(Number(value))}
    />
  );
}

export interface NumberStepProps {
  country: TopUpCountry | null;
  mobileNumber: string;
  carrier: PhoneProvider | null;
  checking: boolean;
  error: string | undefined;
  onChange: (digits: string) => void;
  onBlur: () => void;
}

/** Step 1: Enter PREPAID Mobile Number: the mask, the server's check, the carrier found (5.10). */
export function NumberStep(props: NumberStepProps) {
  const { country, mobileNumber, carrier, checking, error, onChange, onBlur } = props;
  return (
    <>
      <MaskedPhoneField
        id={topUpFieldId('mobileNumber')}
        label={topUpScreenText.mobileNumber}
        prefix={`+${country?.phoneCode ?? ''}`}
        isRequired
        value={mobileNumber}
        onChange={(_formatted, digits) => onChange(digits)}
        onBlur={onBlur}
        {...fieldError(error)}
      />
      <div aria-live="polite">
        {checking ? <Spinner label={topUpScreenText.checkingNumber} size="small" /> : null}
        {carrier ? (
          <CarrierBadge data-testid="topup-carrier">
            {carrier.logo ? <img src={carrier.logo} alt="" /> : null}
            <span>
              {topUpScreenText.carrier}: {carrier.name}
            </span>
          </CarrierBadge>
        ) : null}
      </div>
    </>
  );
}
