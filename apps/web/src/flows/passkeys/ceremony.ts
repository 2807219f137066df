/**
 * The browser's side of a passkey ceremony (@simplewebauthn/browser), with every outcome turned
 * into a result: a failure carries the plain message to show, and the code path stays open.
 */
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import { passkeyMessages } from '@yo/domain';

type RegistrationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
type AuthenticationOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];
export type RegistrationAnswer = Awaited<ReturnType<typeof startRegistration>>;
export type AuthenticationAnswer = Awaited<ReturnType<typeof startAuthentication>>;

export type Ceremony<T> =
  { ok: true; answer: T } | { ok: false; message: string; aborted: boolean };

/** What went wrong, in the words the customer sees. */
function failure(error: unknown): { ok: false; message: string; aborted: boolean } {
  const names = [error, (error as { cause?: unknown } | null)?.cause].map(
    (e) => (e as { name?: string } | null)?.name,
  );
  const aborted = names.includes('AbortError');
  const cancelled = aborted || names.includes('NotAllowedError');
  return {
    ok: false,
    aborted,
    message: cancelled ? passkeyMessages.cancelled : passkeyMessages.failed,
  };
}

export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && browserSupportsWebAuthn();
}

export async function createPasskey(options: unknown): Promise<Ceremony<RegistrationAnswer>> {
  if (!passkeysSupported())
    return { ok: false, message: passkeyMessages.unsupported, aborted: false };
  try {
    return {
      ok: true,
      answer: await startRegistration({ optionsJSON: options as RegistrationOptions }),
    };
  } catch (error) {
    return failure(error);
  }
}

/**
 * Asks for a passkey. With `autofill`, the browser offers passkeys in the username field's
 * suggestions (conditional UI) and this waits until one is picked or `cancelPasskeyRequest`.
 */
export async function getPasskey(
  options: unknown,
  autofill = false,
): Promise<Ceremony<AuthenticationAnswer>> {
  if (!passkeysSupported())
    return { ok: false, message: passkeyMessages.unsupported, aborted: false };
  try {
    return {
      ok: true,
      answer: await startAuthentication({
        optionsJSON: options as AuthenticationOptions,
        useBrowserAutofill: autofill,
      }),
    };
  } catch (error) {
    return failure(error);
  }
}

export function autofillSupported(): Promise<boolean> {
  return passkeysSupported() ? browserSupportsWebAuthnAutofill() : Promise.resolve(false);
}

/** Ends a waiting request (the autofill one) before another ceremony starts. */
export function cancelPasskeyRequest(): void {
  WebAuthnAbortService.cancelCeremony();
}
