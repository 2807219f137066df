import { topUpRange, type PhoneProvider } from '@yo/domain';
import { useEffect, useState } from 'react';
import { limit } from './company';

/**
 * The top-up limits a page names ("from $50 to $500"): the carriers' own bounds, as the form
 * checks them. The prerendered page says the domain's fallback; the carriers' answer, once it
 * arrives, replaces it (the API client loads after the page, off its first paint).
 */
export function useTopUpRange(): { minimum: string; maximum: string } {
  const [carriers, setCarriers] = useState<readonly PhoneProvider[]>([]);
  useEffect(() => {
    let alive = true;
    void import('../app/api')
      .then(({ api }) => api.call('phoneProviders'))
      .then((result) => {
        if (alive && result.ok) setCarriers(result.data);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);
  const range = topUpRange(carriers);
  return { minimum: limit(range.minimum), maximum: limit(range.maximum) };
}
