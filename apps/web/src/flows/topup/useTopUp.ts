import { useEffect, useRef } from 'react';
import { usePaymentLists } from '../../lib/usePaymentLists';
import { useFlow } from '../login/useFlow';
import { browserOrderInUrl, type OrderInUrl } from '../payment/orderInUrl';
import type { OrderProgress } from '../payment/progress';
import { usePaymentResult } from '../payment/usePaymentResult';
import {
  initialTopUpState,
  topUpStep,
  type TopUpEvent,
  type TopUpMode,
  type TopUpState,
} from './machine';
import { appTopUpServices, type TopUpServices } from './services';

export interface TopUp {
  state: TopUpState;
  send: (event: TopUpEvent) => void;
  /** The submitted order followed to its end (issue 29), or null before a submit. */
  progress: OrderProgress | null;
  /** Saves an order's receipt (the app's own result, after a wait or a reload). */
  download: (orderId: string) => void;
}

export interface TopUpOptions {
  mode: TopUpMode;
  focusHeading: () => void;
  /** A toast for a receipt that could not be downloaded. */
  notify: (message: string) => void;
  services?: TopUpServices;
  /** Where the submitted order is kept across a reload (the address by default). */
  orderInUrl?: OrderInUrl;
}

/**
 * Top-up's flow (spec 4.7): the machine, its calls, and the result frame's requests (the receipt,
 * or another card after a decline). A fresh transaction on arrival; none left behind.
 */
export function useTopUp(options: TopUpOptions): TopUp {
  const services = options.services ?? appTopUpServices;
  const opts = useRef(options);
  opts.current = options;
  const [state, send] = useFlow(
    topUpStep,
    () => initialTopUpState(options.mode),
    (command, dispatch) => {
      switch (command.type) {
        case 'checkNumber':
          void services
            .checkNumber(command.msisdn)
            .then((outcome) =>
              dispatch({ type: 'numberChecked', msisdn: command.msisdn, outcome }),
            );
          return;
        case 'loadPresets':
          void services.presets(command.phoneProviderId).then((presets) =>
            dispatch({
              type: 'presetsLoaded',
              phoneProviderId: command.phoneProviderId,
              presets,
            }),
          );
          return;
        case 'loadVat':
          void services
            .vat(command.countryId)
            .then((vatRate) => dispatch({ type: 'vatLoaded', vatRate }));
          return;
        case 'postTopUp':
          void services
            .postTopUp(command)
            .then((outcome) => dispatch({ type: 'submitted', outcome }));
          return;
        case 'focusHeading':
          opts.current.focusHeading();
          return;
        case 'loadSavedCards':
          void services.savedCards().then((cards) => dispatch({ type: 'savedCardsLoaded', cards }));
          return;
      }
    },
  );

  usePaymentLists(services, send, options.mode);

  // A reload on a submitted order finds it again; a new transaction drops it from the address.
  const orderInUrl = options.orderInUrl ?? browserOrderInUrl;
  useEffect(() => {
    const orderId = orderInUrl.read();
    if (orderId) send({ type: 'resume', orderId });
  }, [orderInUrl, send]);
  const resultOrder = state.result.status === 'success' ? state.result.orderId : undefined;
  const shownOrder = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (resultOrder === shownOrder.current) return;
    shownOrder.current = resultOrder;
    orderInUrl.write(resultOrder ?? null);
  }, [orderInUrl, resultOrder]);

  // The order followed to its end; the embedded result page asks for the receipt, or, after a
  // decline, for another card; its processing page hands the wait to the app.
  const { progress, download } = usePaymentResult(state.result, {
    services,
    retry: (message) => send({ type: 'retry', message }),
    notify: (message) => opts.current.notify(message),
  });

  return { state, send, progress, download };
}
