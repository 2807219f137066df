import { useRef } from 'react';
import { usePaymentLists } from '../../lib/usePaymentLists';
import { useResultFrame } from '../../lib/useResultFrame';
import { useFlow } from '../login/useFlow';
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
}

export interface TopUpOptions {
  mode: TopUpMode;
  focusHeading: () => void;
  /** A toast for a receipt that could not be downloaded. */
  notify: (message: string) => void;
  services?: TopUpServices;
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

  // The embedded result page asks for the receipt, or, after a decline, for another card.
  const resultOrder = state.result.status === 'success' ? state.result.orderId : undefined;
  useResultFrame(resultOrder, {
    retry: (message) => send({ type: 'retry', message }),
    downloadReceipt: services.downloadReceipt,
    notify: (message) => opts.current.notify(message),
  });

  return { state, send };
}
