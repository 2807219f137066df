import type { SavedCard } from '@yo/domain';
import { startTransition, useEffect } from 'react';

/** What a payment flow is told once its lists arrive. */
export type PaymentListsEvent<Load> =
  { type: 'loaded'; load: Load } | { type: 'savedCardsLoaded'; cards: SavedCard[] };

export interface PaymentListsServices<Load> {
  load: () => Promise<Load>;
  savedCards: () => Promise<SavedCard[]>;
}

/**
 * A payment flow's lists on arrival (payees or carriers, and a customer's saved cards); answers
 * that come after the screen has gone are dropped. Each arrival is a transition: the whole form
 * renders again with the lists, in slices a slow phone can answer input between, not one task.
 */
export function usePaymentLists<Load>(
  services: PaymentListsServices<Load>,
  send: (event: PaymentListsEvent<Load>) => void,
  mode: 'guest' | 'customer',
): void {
  useEffect(() => {
    let alive = true;
    void services
      .load()
      .then((load) => alive && startTransition(() => send({ type: 'loaded', load })));
    if (mode === 'customer') {
      void services
        .savedCards()
        .then((cards) => alive && startTransition(() => send({ type: 'savedCardsLoaded', cards })));
    }
    return () => {
      alive = false;
    };
  }, [services, send, mode]);
}
