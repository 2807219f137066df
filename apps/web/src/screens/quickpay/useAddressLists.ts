import { INITIAL_STATES_COUNTRY_CODE, type AddressCountry, type CountryState } from '@yo/domain';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';

/** The country list, and the states of the one country that has them, loaded when wanted. */
export function useAddressLists(wanted: boolean, countryCode: string) {
  const [countries, setCountries] = useState<AddressCountry[]>([]);
  const [states, setStates] = useState<CountryState[]>([]);
  useEffect(() => {
    if (!wanted || countries.length > 0) return;
    let alive = true;
    void api.call('addressCountries').then((result) => {
      if (alive && result.ok) setCountries(result.data);
    });
    return () => {
      alive = false;
    };
  }, [wanted, countries.length]);
  const needStates = wanted && countryCode === INITIAL_STATES_COUNTRY_CODE;
  useEffect(() => {
    if (!needStates || states.length > 0) return;
    let alive = true;
    void api
      .call('countryStates', { params: { id: INITIAL_STATES_COUNTRY_CODE } })
      .then((result) => {
        if (alive && result.ok) setStates(result.data);
      });
    return () => {
      alive = false;
    };
  }, [needStates, states.length]);
  return { countries, states };
}
