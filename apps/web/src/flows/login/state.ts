/**
 * The login form (spec 2.3, 4.1, 5.2, 8) as a pure state machine: events in, the next state and
 * the commands to run out. The hook (`useLogin`) runs the commands; the screen renders the state
 * and sends events.
 */
import {
  errorMessages,
  LOGIN_CAPTCHA_REQUIRED_MESSAGE,
  validateLogin,
  validateLoginField,
  type CallFailure,
  type FormErrors,
  type LoginField,
  type LoginValues,
} from '@yo/domain';

/** The fields in the order of the form (and of 5.2's checks). */
export const LOGIN_FIELDS: readonly LoginField[] = ['username', 'password'];

/**
 * editing: the form is open; checking: the password is being checked; code: the password was
 * right and the code dialog is open (or opening); signedIn: done, on the way to the next page.
 */
export type LoginPhase = 'editing' | 'checking' | 'code' | 'signedIn';

export interface LoginState {
  values: LoginValues;
  /** The messages under the fields. */
  errors: FormErrors<LoginField>;
  /** Submits so far: the error summary takes focus on each failed one. */
  attempts: number;
  /** The server's refusal, shown under the form (spec 8). */
  notice: string | undefined;
  phase: LoginPhase;
  /**
   * The server asked for the captcha (the account is being guessed at): the form shows it, and
   * the next password check sends its proof.
   */
  captchaAsked: boolean;
}

export type LoginEvent =
  | { type: 'change'; field: LoginField; value: string }
  | { type: 'submit' }
  /** The password check failed: the text to show under the form; `askCaptcha` from the server. */
  | { type: 'refused'; msg: string; askCaptcha?: boolean }
  /** The password was right: the code dialog opens. */
  | { type: 'accepted' }
  /** The code dialog closed without signing in (Cancel, Escape): the form is editable again. */
  | { type: 'codeClosed' }
  | { type: 'signedIn' };

export type LoginCommand =
  /** Check the password (users/authenticate), then open the code dialog. */
  | { type: 'checkPassword'; values: LoginValues }
  /** Move focus to a field (the only invalid one after a submit). */
  | { type: 'focusField'; field: LoginField };

export interface LoginStep {
  state: LoginState;
  commands: LoginCommand[];
}

export const initialLoginState: LoginState = {
  values: { username: '', password: '' },
  errors: {},
  attempts: 0,
  notice: undefined,
  phase: 'editing',
  captchaAsked: false,
};

/** The form can be edited and submitted (not while a call runs or the code dialog is open). */
export function isEditable(state: LoginState): boolean {
  return state.phase === 'editing';
}

/** The invalid fields in form order, for the error summary. */
export function errorList(state: LoginState): Array<{ field: LoginField; message: string }> {
  return LOGIN_FIELDS.flatMap((field) => {
    const message = state.errors[field];
    return message === undefined ? [] : [{ field, message }];
  });
}

/** The error summary shows when a submit found more than one problem. */
export function showsSummary(state: LoginState): boolean {
  return state.attempts > 0 && errorList(state).length > 1;
}

function withFieldError(state: LoginState, field: LoginField, values: LoginValues) {
  const errors = { ...state.errors };
  const message = validateLoginField(field, values);
  if (message === undefined) delete errors[field];
  else errors[field] = message;
  return errors;
}

const stay = (state: LoginState): LoginStep => ({ state, commands: [] });

export function loginStep(state: LoginState, event: LoginEvent): LoginStep {
  switch (event.type) {
    case 'change': {
      if (!isEditable(state)) return stay(state);
      const values = { ...state.values, [event.field]: event.value };
      // Messages appear at a submit, then follow their field as it is fixed. None on leaving a
      // field: the page never moves under a click on LOG IN.
      const errors = state.attempts > 0 ? withFieldError(state, event.field, values) : state.errors;
      return stay({ ...state, values, errors });
    }
    case 'submit': {
      if (!isEditable(state)) return stay(state);
      const check = validateLogin(state.values);
      const attempts = state.attempts + 1;
      if (!check.ok) {
        const next = { ...state, attempts, errors: check.errors, notice: undefined };
        const invalid = errorList(next);
        return {
          state: next,
          // One problem: straight to its field. Several: the summary takes focus.
          commands: invalid.length === 1 ? [{ type: 'focusField', field: invalid[0]!.field }] : [],
        };
      }
      return {
        state: { ...state, attempts, errors: {}, notice: undefined, phase: 'checking' },
        commands: [
          {
            type: 'checkPassword',
            values: { username: state.values.username.trim(), password: state.values.password },
          },
        ],
      };
    }
    case 'refused':
      // The password check failed, or (with no code needed) finishing the sign-in did.
      if (state.phase !== 'checking' && state.phase !== 'code') return stay(state);
      return stay({
        ...state,
        phase: 'editing',
        notice: event.msg,
        captchaAsked: state.captchaAsked || event.askCaptcha === true,
      });
    case 'accepted':
      if (state.phase !== 'checking') return stay(state);
      return stay({ ...state, phase: 'code' });
    case 'codeClosed':
      if (state.phase !== 'code') return stay(state);
      return stay({ ...state, phase: 'editing' });
    case 'signedIn':
      return stay({ ...state, phase: 'signedIn' });
  }
}

/**
 * The server's own words for a failed call: a refusal's `msg`, or the `msg` of a 4xx answer
 * (too many attempts, a rule broken). Our own faults (5xx) and unreadable answers have none.
 */
export function serverText(failure: CallFailure): string | undefined {
  const text =
    failure.reason === 'refused'
      ? failure.msg
      : failure.reason === 'http' && (failure.status ?? 500) < 500
        ? failure.serverMsg
        : undefined;
  return text?.trim() ? text : undefined;
}

/**
 * The text for a failed call on the login form and its dialogs (spec 8): the server's message,
 * else 'Server communication error. Please try again later'.
 */
export function loginFailureText(failure: CallFailure): string {
  return serverText(failure) ?? errorMessages.serverCommunication;
}

/**
 * Whether a failed password check asks for the captcha: the account is being guessed at (its
 * refusal says so), or its limit without a proof is spent (a 429, which the proof passes).
 */
export function asksForCaptcha(failure: CallFailure): boolean {
  return (
    (failure.reason === 'refused' && failure.msg === LOGIN_CAPTCHA_REQUIRED_MESSAGE) ||
    (failure.reason === 'http' && failure.status === 429)
  );
}
