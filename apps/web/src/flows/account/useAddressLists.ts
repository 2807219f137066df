import { countryHasStates, type AddressCountry, type CountryState } from '@yo/domain';
import { useEffect, useState } from 'react';
import type { AccountServices } from './services';

/**
 * The billing address's lists while the card dialog is open: the countries, and the states of
 * the chosen country when it has them (5.8: only 840). A failed fetch leaves a list empty
 * (section 8: data-fetch errors are not shown); the dialog's Country field then says it is required.
 */
export function useAddressLists(
  services: Pick<AccountServices, 'countries' | 'states'>,
  isOpen: boolean,
  countryCode: string,
): { countries: AddressCountry[]; states: CountryState[] } {
  const [countries, setCountries] = useState<AddressCountry[]>([]);
  const [states, setStates] = useState<{ code: string; list: CountryState[] }>({
    code: '',
    list: [],
  });
  const wantCountries = isOpen && countries.length === 0;
  useEffect(() => {
    if (!wantCountries) return;
    let live = true;
    void services.countries().then((result) => {
      if (live && result.ok) setCountries(result.data);
    });
    return () => {
      live = false;
    };
  }, [wantCountries, services]);

  const wantStates = isOpen && countryHasStates(countryCode) && states.code !== countryCode;
  useEffect(() => {
    if (!wantStates) return;
    let live = true;
    void services.states(countryCode).then((result) => {
      if (live && result.ok) setStates({ code: countryCode, list: result.data });
    });
    return () => {
      live = false;
    };
  }, [wantStates, countryCode, services]);

  return { countries, states: states.code === countryCode ? states.list : [] };
}
