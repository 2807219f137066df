/**
 * The Forgot Password dialog (spec 2.3, 4.2, 5.2, 8) as a pure state machine: an email, Submit
 * sends the reset link (users/sendresetpassemail); success closes the dialog with the 30 s info
 * toast 'Password reset link has been sent to: {email}', a failure stays in the dialog.
 */
import { validateForgotPasswordField } from '@yo/domain';

export interface ForgotState {
  email: string;
  /** The message under the field (5.2). */
  error: string | undefined;
  /** A submit was tried: the message follows what is typed (none before: nothing moves). */
  live: boolean;
  sending: boolean;
  /** The server's refusal, shown in the dialog. */
  failure: string | undefined;
  /** Submits so far: focus goes back to the field on each failed one. */
  attempts: number;
}

export type ForgotEvent =
  | { type: 'change'; email: string }
  | { type: 'submit' }
  | { type: 'failed'; msg: string }
  | { type: 'sent' };

export type ForgotCommand =
  | { type: 'send'; email: string }
  | { type: 'focusEmail' }
  /** Close the dialog and show the toast for this address. */
  | { type: 'done'; email: string };

export interface ForgotStep {
  state: ForgotState;
  commands: ForgotCommand[];
}

/** The dialog starts from the email typed on the login form, with nothing to complain about. */
export const forgotStateFor = (email: string): ForgotState => ({
  ...initialForgotState,
  email: email.trim(),
});

export const initialForgotState: ForgotState = {
  email: '',
  error: undefined,
  live: false,
  sending: false,
  failure: undefined,
  attempts: 0,
};

const check = (email: string) => validateForgotPasswordField('email', { email });

export function forgotStep(state: ForgotState, event: ForgotEvent): ForgotStep {
  const stay = (next: ForgotState): ForgotStep => ({ state: next, commands: [] });
  switch (event.type) {
    case 'change':
      if (state.sending) return stay(state);
      return stay({
        ...state,
        email: event.email,
        error: state.live ? check(event.email) : state.error,
      });
    case 'submit': {
      if (state.sending) return stay(state);
      const email = state.email.trim();
      const error = check(email);
      const attempts = state.attempts + 1;
      if (error !== undefined) {
        return {
          state: { ...state, live: true, error, failure: undefined, attempts },
          commands: [{ type: 'focusEmail' }],
        };
      }
      return {
        state: { ...state, email, live: true, error, failure: undefined, attempts, sending: true },
        commands: [{ type: 'send', email }],
      };
    }
    case 'failed':
      return stay({ ...state, sending: false, failure: event.msg });
    case 'sent':
      return {
        state: { ...state, sending: false },
        commands: [{ type: 'done', email: state.email }],
      };
  }
}
