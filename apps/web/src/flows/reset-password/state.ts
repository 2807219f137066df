/**
 * Reset password (spec 2.9, 4.2, 5.5, 8) as a pure state machine: the new password and its
 * confirmation, checked by 5.5's rule; Submit posts them with the link's `ref`
 * (users/verifyemailpass); success goes to /login with 'Password successfully reset' (12 s),
 * a failure shows the server's message or 'Unable to reset password. Please try again later.'.
 */
import {
  errorMessages,
  validateResetPassword,
  validateResetPasswordField,
  type CallFailure,
  type FormErrors,
  type ResetPasswordField,
  type ResetPasswordValues,
} from '@yo/domain';
import { serverText } from '../login/state';

export const RESET_FIELDS: readonly ResetPasswordField[] = ['password', 'confirmPassword'];

export interface ResetState {
  /** The `ref` of the reset link; without one nothing can be posted. */
  ref: string | undefined;
  values: ResetPasswordValues;
  errors: FormErrors<ResetPasswordField>;
  attempts: number;
  submitting: boolean;
  /** The refusal of the last submit (shown as an error alert). */
  failure: string | undefined;
  /** Reset: on the way to /login. */
  done: boolean;
}

export type ResetEvent =
  | { type: 'change'; field: ResetPasswordField; value: string }
  | { type: 'submit' }
  | { type: 'failed'; msg: string }
  | { type: 'succeeded' };

export type ResetCommand =
  | { type: 'reset'; ref: string; password: string }
  | { type: 'focusField'; field: ResetPasswordField }
  /** Go to /login and show 'Password successfully reset' for 12 s. */
  | { type: 'toLogin' };

export interface ResetStep {
  state: ResetState;
  commands: ResetCommand[];
}

/** The `ref` of `?ref=…`, or undefined when the link lost it. */
export function refFromSearch(search: string): string | undefined {
  const ref = new URLSearchParams(search).get('ref')?.trim();
  return ref ? ref : undefined;
}

export function initialResetState(ref: string | undefined): ResetState {
  return {
    ref,
    values: { password: '', confirmPassword: '' },
    errors: {},
    attempts: 0,
    submitting: false,
    failure: undefined,
    done: false,
  };
}

/**
 * The fields whose messages follow typing: all of them once a submit was tried, none before
 * (no message on leaving a field: the page never moves under a click on Submit).
 */
function liveFields(state: ResetState): readonly ResetPasswordField[] {
  return state.attempts > 0 ? RESET_FIELDS : [];
}

function recheck(
  state: ResetState,
  values: ResetPasswordValues,
  fields: readonly ResetPasswordField[],
) {
  const errors = { ...state.errors };
  for (const field of fields) {
    const message = validateResetPasswordField(field, values);
    if (message === undefined) delete errors[field];
    else errors[field] = message;
  }
  return errors;
}

export function resetStep(state: ResetState, event: ResetEvent): ResetStep {
  const stay = (next: ResetState): ResetStep => ({ state: next, commands: [] });
  const editable = !state.submitting && !state.done;
  switch (event.type) {
    case 'change': {
      if (!editable) return stay(state);
      const values = { ...state.values, [event.field]: event.value };
      // The confirmation depends on the password: both are checked again when live.
      const errors = recheck(state, values, liveFields(state));
      return stay({ ...state, values, errors });
    }
    case 'submit': {
      if (!editable || state.ref === undefined) return stay(state);
      const attempts = state.attempts + 1;
      const check = validateResetPassword(state.values);
      if (!check.ok) {
        const field = RESET_FIELDS.find((name) => check.errors[name] !== undefined)!;
        return {
          state: { ...state, attempts, errors: check.errors, failure: undefined },
          commands: [{ type: 'focusField', field }],
        };
      }
      return {
        state: { ...state, attempts, errors: {}, failure: undefined, submitting: true },
        commands: [{ type: 'reset', ref: state.ref, password: state.values.password }],
      };
    }
    case 'failed':
      // Nothing typed is lost: the passwords stay for another try.
      return stay({ ...state, submitting: false, failure: event.msg });
    case 'succeeded':
      return {
        state: { ...state, submitting: false, done: true },
        commands: [{ type: 'toLogin' }],
      };
  }
}

/** Spec 8: the server's message, or 'Unable to reset password. Please try again later.'. */
export function resetFailureText(failure: CallFailure): string {
  return serverText(failure) ?? errorMessages.resetPasswordFailed;
}
