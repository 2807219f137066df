import { CodeStore, memoryStorage } from '@yo/domain';
import { notify } from '../../app/toasts';

/** The code in flight, in localStorage (spec 3): one store for the login and the sign-up. */
export const appCodes = new CodeStore(
  typeof localStorage === 'undefined' ? memoryStorage() : localStorage,
);

/** What the verification flow needs from the outside besides the calls (tests pass fakes). */
export interface VerificationPorts {
  codes: Pick<CodeStore, 'unexpired' | 'save' | 'clear'>;
  notify: (tone: 'info' | 'error', message: string, timeoutMs: number) => void;
  now: () => number;
}

export const appVerificationPorts: VerificationPorts = {
  codes: appCodes,
  notify: (tone, message, timeoutMs) => {
    notify(tone, message, timeoutMs);
  },
  now: () => Date.now(),
};
