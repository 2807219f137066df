import { topUpScreenText, type TopUpCountry } from '@yo/domain';
import { Select } from '@yo/ui';

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
