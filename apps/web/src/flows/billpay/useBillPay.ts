import { useCallback, useRef } from 'react';
import { usePaymentLists } from '../../lib/usePaymentLists';
import type { PaymentDetailsForm } from '../../state/quickpay';
import { useFlow } from '../login/useFlow';
import { usePaymentResult, type PaymentResult } from '../payment/usePaymentResult';
import { billPayStep } from './machine';
import {
  initialBillPayState,
  type BillPayEvent,
  type BillPayMode,
  type BillPayState,
} from './state';
import { appBillPayServices, type BillPayServices } from './services';

export interface BillPay {
  state: BillPayState;
  send: (event: BillPayEvent) => void;
  /** For a press on the form's buttons: the messages hold still until it ends. */
  hold: () => void;
  /** The submitted order followed to its end (issue 29), and its receipt. */
  payment: PaymentResult;
}

export interface BillPayOptions {
  mode: BillPayMode;
  /** What the route (and, for customers, nothing else yet) prefills in step 0. */
  prefill: Partial<PaymentDetailsForm>;
  /** Where New Transaction goes (the route without its prefill). */
  home: string;
  navigate: (path: string) => void;
  focusHeading: () => void;
  /** A toast for a receipt that could not be downloaded. */
  notify: (message: string) => void;
  services?: BillPayServices;
}

/**
 * Bill pay's flow (spec 4.6): the machine, its calls, and the result frame's requests (the
 * receipt, or another card after a decline). A fresh transaction on arrival; none left behind.
 */
export function useBillPay(options: BillPayOptions): BillPay {
  const services = options.services ?? appBillPayServices;
  const opts = useRef(options);
  opts.current = options;
  const [state, send] = useFlow(
    billPayStep,
    () => initialBillPayState(options.mode, options.prefill),
    (command, dispatch) => {
      switch (command.type) {
        case 'checkDetails':
          void services
            .checkDetails(command.details, command.provider)
            .then((outcome) => dispatch({ type: 'detailsChecked', outcome }));
          return;
        case 'postPayment':
          void services
            .postPayment(command)
            .then((outcome) => dispatch({ type: 'submitted', outcome }));
          return;
        case 'focusHeading':
          opts.current.focusHeading();
          return;
        case 'newTransaction':
          opts.current.navigate(opts.current.home);
          return;
        case 'loadSavedCards':
          void services.savedCards().then((cards) => dispatch({ type: 'savedCardsLoaded', cards }));
          return;
      }
    },
  );

  usePaymentLists(services, send, options.mode);

  // The order followed to its end (issue 29); the embedded result page asks for the receipt
  // (spec 4.6), or, when the card was declined, for another try: back to the card step with the
  // decline message and nothing lost.
  const payment = usePaymentResult(state.result, {
    services,
    retry: (message) => send({ type: 'retry', message }),
    notify: (message) => opts.current.notify(message),
  });

  // A press on the form's buttons holds the messages until it ends, so nothing moves under the
  // pointer (#13); they follow the fields again in a task of their own once the press is let go
  // anywhere (or cancelled), after its mouseup and click have found their button. The release is
  // listened for from the press itself: an effect would listen only after the next render, and a
  // quick press ending before that would leave the messages held, the errors never shown.
  const hold = useCallback(() => {
    send({ type: 'hold' });
    const release = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      setTimeout(() => send({ type: 'release' }), 0);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  }, [send]);

  return { state, send, hold, payment };
}
