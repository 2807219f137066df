/**
 * The code dialog of the login and the sign-up (spec 4.1, 4.5, 5.3, 8) as a pure state machine:
 * events in, the next state and the commands to run out. `useVerification` runs the commands (the
 * send, the check, the toasts); `CodeDialog` renders the state.
 */
import {
  TOAST_LONG_MS,
  TOAST_MEDIUM_MS,
  errorMessages,
  formatPhoneInternational,
  toastMessages,
  validateOtp,
  type CodeMethod,
  type StoredCode,
} from '@yo/domain';

/** closed: no dialog; choose: the choice of email or SMS; code: the code field. */
export type VerificationStep = 'closed' | 'choose' | 'code';

export interface VerificationState {
  step: VerificationStep;
  /** The chosen (or preset) method; null until one is chosen. */
  method: CodeMethod | null;
  /** The code in flight (what the server answered, saved in the CodeStore). */
  sent: StoredCode | undefined;
  /** The digits typed so far. */
  code: string;
  /** Under the field: 5.3's message, the server's refusal, or a failed finish. */
  error: string | undefined;
  /** A code is being sent. */
  sending: boolean;
  /** The code is being checked (and, once right, the sign-in or registration finished). */
  verifying: boolean;
  /** Above the field: a send the server refused (its text). */
  notice: string | undefined;
}

export type VerificationEvent =
  /** Open on the code step with an unexpired stored code (4.1 step 5, 4.5 step 5). */
  | { type: 'reuse'; sent: StoredCode }
  /** Open: with a method, send by it at once; with none, show the choice. */
  | { type: 'open'; method: CodeMethod | null }
  /** From the choice screen: send by this method. */
  | { type: 'choose'; method: CodeMethod }
  | { type: 'resend' }
  | { type: 'tryAnotherWay' }
  | { type: 'sent'; sent: StoredCode; resend: boolean }
  /** The server refused the send (state -1): its message, shown in the dialog. */
  | { type: 'sendRefused'; message: string }
  /** The send failed otherwise (network, HTTP status, unreadable answer). */
  | { type: 'sendFailed' }
  | { type: 'edit'; code: string }
  /** Submit, at `now` (epoch ms): a code past its expiry is not sent. */
  | { type: 'submit'; now: number }
  | { type: 'verifyRefused'; message: string }
  /** The code was right but finishing failed (e.g. registration refused): the text to show. */
  | { type: 'finishFailed'; message: string }
  /** The code was right and the sign-in or registration is done. */
  | { type: 'verified' }
  | { type: 'close' };

export type VerificationCommand =
  | { type: 'send'; method: CodeMethod; resend: boolean }
  | { type: 'verify'; code: string; sent: StoredCode }
  | { type: 'notify'; tone: 'info' | 'error'; message: string; timeoutMs: number };

export interface VerificationTransition {
  state: VerificationState;
  commands: VerificationCommand[];
}

export const closedVerification: VerificationState = {
  step: 'closed',
  method: null,
  sent: undefined,
  code: '',
  error: undefined,
  sending: false,
  verifying: false,
  notice: undefined,
};

/** Where a code went, as the customer reads it: the email, or the phone as +1(868) 555-1234. */
export function displayDestination(method: CodeMethod, sentTo: string): string {
  return method === 'sms' ? formatPhoneInternational(sentTo) : sentTo;
}

/** Section 8's resend toast. */
export function resendToast(sent: StoredCode): string {
  const to = displayDestination(sent.method, sent.sentTo);
  return sent.method === 'sms' ? toastMessages.smsCodeSent(to) : toastMessages.emailCodeSent(to);
}

export function isBusy(state: VerificationState): boolean {
  return state.sending || state.verifying;
}

export function verificationStep(
  state: VerificationState,
  event: VerificationEvent,
): VerificationTransition {
  const stay = (next: VerificationState): VerificationTransition => ({ state: next, commands: [] });
  const sendBy = (next: VerificationState, method: CodeMethod, resend: boolean) => ({
    state: { ...next, method, sending: true, error: undefined, notice: undefined },
    commands: [{ type: 'send', method, resend } as const],
  });
  switch (event.type) {
    case 'reuse':
      return stay({
        ...closedVerification,
        step: 'code',
        method: event.sent.method,
        sent: event.sent,
      });
    case 'open':
      return event.method
        ? sendBy(closedVerification, event.method, false)
        : stay({ ...closedVerification, step: 'choose' });
    case 'choose':
      if (state.step !== 'choose' || isBusy(state)) return stay(state);
      return sendBy(state, event.method, false);
    case 'resend':
      if (state.step !== 'code' || isBusy(state) || !state.method) return stay(state);
      return sendBy({ ...state, code: '' }, state.method, true);
    case 'tryAnotherWay':
      if (state.step !== 'code' || isBusy(state)) return stay(state);
      return stay({ ...state, step: 'choose', code: '', error: undefined, notice: undefined });
    case 'sent': {
      if (!state.sending) return stay(state);
      const next: VerificationState = {
        ...state,
        step: 'code',
        method: event.sent.method,
        sent: event.sent,
        code: '',
        error: undefined,
        notice: undefined,
        sending: false,
      };
      return {
        state: next,
        commands: event.resend
          ? [
              {
                type: 'notify',
                tone: 'info',
                message: resendToast(event.sent),
                timeoutMs: TOAST_MEDIUM_MS,
              },
            ]
          : [],
      };
    }
    case 'sendRefused':
      if (!state.sending) return stay(state);
      // Refused before the dialog was open: open on the choice, where another way can be tried.
      return stay({
        ...state,
        step: state.step === 'closed' ? 'choose' : state.step,
        sending: false,
        notice: event.message || errorMessages.serverCommunication,
      });
    case 'sendFailed':
      if (!state.sending) return stay(state);
      return {
        state: { ...state, sending: false },
        commands: [
          {
            type: 'notify',
            tone: 'error',
            message: errorMessages.otpSendFailed,
            timeoutMs: TOAST_LONG_MS,
          },
        ],
      };
    case 'edit':
      if (state.step !== 'code' || state.verifying || event.code === state.code) return stay(state);
      return stay({ ...state, code: event.code, error: undefined });
    case 'submit': {
      if (state.step !== 'code' || isBusy(state) || !state.sent) return stay(state);
      if (state.sent.expiresAt <= event.now) return stay(state);
      const checked = validateOtp({ code: state.code });
      if (!checked.ok) return stay({ ...state, error: checked.first });
      return {
        state: { ...state, verifying: true, error: undefined },
        commands: [{ type: 'verify', code: state.code.replace(/\s/g, ''), sent: state.sent }],
      };
    }
    case 'verifyRefused':
      if (!state.verifying) return stay(state);
      // The server's text under the field; the field emptied for the next try.
      return stay({
        ...state,
        verifying: false,
        code: '',
        error: event.message || errorMessages.serverCommunication,
      });
    case 'finishFailed':
      if (!state.verifying) return stay(state);
      return stay({
        ...state,
        verifying: false,
        error: event.message || errorMessages.serverCommunication,
      });
    case 'verified':
      return state.verifying ? stay(closedVerification) : stay(state);
    case 'close':
      return stay(closedVerification);
  }
}
