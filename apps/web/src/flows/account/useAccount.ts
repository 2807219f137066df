import { TOAST_LONG_MS, errorMessages, type CallResult, type StoredCode } from '@yo/domain';
import { useEffect, useRef } from 'react';
import { useFlow } from '../login/useFlow';
import { appVerificationPorts, useVerification, type Verification } from '../verification';
import type { VerificationPorts } from '../verification';
import { appAccountServices, type AccountServices } from './services';
import {
  accountStep,
  initialAccountState,
  phoneDigits,
  type AccountCommand,
  type AccountEvent,
  type AccountState,
} from './state';

export interface Account {
  state: AccountState;
  send: (event: AccountEvent) => void;
  /** The 'Verification' code dialog of a number being added. */
  verification: Verification;
}

/** A failed call's text: the server's message, or section 8's for a failure without one. */
export function failureText(result: CallResult<unknown>): string {
  if (result.ok) return '';
  return result.msg || errorMessages.serverCommunication;
}

/**
 * The account page (spec 2.15, 4.8): loads the customer, phones and cards, runs the state
 * machine's commands with the calls injected, and drives the code dialog of a number being added
 * (a stored unexpired code for the same number is reused; a new one goes by SMS).
 */
export function useAccount(
  options: { services?: AccountServices; ports?: VerificationPorts } = {},
): Account {
  const services = options.services ?? appAccountServices;
  const ports = options.ports ?? appVerificationPorts;
  const servicesRef = useRef(services);
  servicesRef.current = services;

  const [state, send] = useFlow(accountStep, initialAccountState, run);
  const stateRef = useRef(state);
  stateRef.current = state;
  const adding = state.panel.kind === 'addPhone' ? phoneDigits(state.panel.phone) : '';
  const owner = `${state.user?.email ?? ''}:${adding}`;

  const verification = useVerification<unknown>({
    purpose: 'phone-add',
    owner,
    destinations: { email: state.user?.email ?? '', sms: adding },
    send: (method) =>
      method === 'sms'
        ? servicesRef.current.sendPhoneCode(adding)
        : servicesRef.current.sendPhoneCodeByEmail(stateRef.current.user?.email ?? '', adding),
    verify: (code, sent) => servicesRef.current.verifyPhoneCode(code, sent),
    onVerified: async (_data, sent) => {
      const result = await servicesRef.current.addPhone(sent.phone);
      if (!result.ok) return failureText(result);
      send({ type: 'phoneAdded' });
      return undefined;
    },
    ports,
  });
  const verificationRef = useRef(verification);
  verificationRef.current = verification;

  function run(command: AccountCommand, dispatch: (event: AccountEvent) => void): void {
    const calls = servicesRef.current;
    const settle = <T>(
      promise: Promise<CallResult<T>>,
      done: (data: T) => AccountEvent | undefined,
      failure: (result: CallResult<T>) => string = failureText,
    ) => {
      void promise
        .catch((): CallResult<T> => ({
          ok: false,
          state: -1,
          reason: 'unreadable',
          msg: errorMessages.unreadableResponse,
        }))
        .then((result) => {
          if (result.ok) {
            const event = done(result.data);
            if (event) dispatch(event);
          } else if (result.reason !== 'session-expired') {
            dispatch({ type: 'failed', message: failure(result) });
          }
        });
    };
    switch (command.type) {
      case 'load':
        void calls
          .whileLoading(() => Promise.all([calls.customer(), calls.phones(), calls.cards()]))
          .then(([user, phones, cards]) => {
            if (user.ok && phones.ok && cards.ok) {
              dispatch({ type: 'loaded', user: user.data, phones: phones.data, cards: cards.data });
            } else dispatch({ type: 'loadFailed' });
          })
          .catch(() => dispatch({ type: 'loadFailed' }));
        return;
      case 'reloadPhones':
        void calls.phones().then((result) => {
          if (result.ok) dispatch({ type: 'phonesLoaded', phones: result.data });
        });
        return;
      case 'reloadCards':
        void calls.cards().then((result) => {
          if (result.ok) dispatch({ type: 'cardsLoaded', cards: result.data });
        });
        return;
      case 'saveProfile':
        return settle(calls.updateProfile(command.values), (user) => ({
          type: 'profileSaved',
          user,
        }));
      case 'userUpdated':
        calls.storeUser(command.user);
        return;
      case 'sendPhoneCode':
        void openCode(command.phone, dispatch);
        return;
      case 'primaryPhone':
        return settle(calls.primaryPhone(command.phoneId, command.customerId), () => ({
          type: 'phonePrimaryChanged',
        }));
      case 'removePhone':
        return settle(calls.removePhone(command.phoneId, command.customerId), () => ({
          type: 'phoneRemoved',
        }));
      case 'addCard':
        return settle(
          calls.addCard(command.body),
          (data) =>
            data.htmlForm
              ? { type: 'cardFrame', orderId: data.orderId, htmlForm: data.htmlForm }
              : { type: 'failed', message: errorMessages.unreadableResponse },
          // Section 8: a refusal reads 'Failed to add card: "…"'; other failures their own text.
          (result) =>
            !result.ok && result.reason === 'refused'
              ? errorMessages.cardAddFailed(failureText(result))
              : failureText(result),
        );
      case 'updateCard':
        return settle(calls.updateCard(command.body), () => ({ type: 'cardUpdated' }));
      case 'primaryCard':
        return settle(calls.primaryCard(command.id, command.customerId), () => ({
          type: 'cardPrimaryChanged',
        }));
      case 'removeCard':
        return settle(calls.removeCard(command.customerCardId), () => ({ type: 'cardRemoved' }));
      case 'notify':
        calls.notify(command.tone, command.message, command.timeoutMs);
        return;
    }
  }

  /** The code dialog for `phone`: a stored code for it, else a new one (refusals in the panel). */
  async function openCode(phone: string, dispatch: (event: AccountEvent) => void) {
    const owner = `${stateRef.current.user?.email ?? ''}:${phone}`;
    let sent: StoredCode | undefined = ports.codes.unexpired('phone-add', owner);
    if (!sent) {
      const result = await servicesRef.current.sendPhoneCode(phone).catch(() => undefined);
      if (!result?.ok) {
        if (result?.reason === 'session-expired') return;
        if (!result || result.reason !== 'refused') {
          // Section 8: a send that failed outright is the error toast.
          ports.notify('error', errorMessages.otpSendFailed, TOAST_LONG_MS);
        }
        dispatch({
          type: 'failed',
          message: result?.reason === 'refused' ? failureText(result) : errorMessages.otpSendFailed,
        });
        return;
      }
      sent = ports.codes.save('phone-add', 'sms', owner, phone, result.data);
    }
    dispatch({ type: 'codeOpened' });
    await verificationRef.current.send({ type: 'reuse', sent });
  }

  // The first load (send is stable: this runs once).
  useEffect(() => {
    send({ type: 'load' });
  }, [send]);

  // Closing the code dialog closes the add panel it belongs to.
  const codeDialog: Verification = {
    ...verification,
    close: () => {
      verification.close();
      send({ type: 'close' });
    },
  };
  return { state, send, verification: codeDialog };
}
