/**
 * The browser's side of a passkey ceremony (@simplewebauthn/browser), with every outcome turned
 * into a result: a failure carries the plain message to show, and the code path stays open.
 */
import type { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { passkeyMessages } from '@yo/domain';

type RegistrationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
type AuthenticationOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];
export type RegistrationAnswer = Awaited<ReturnType<typeof startRegistration>>;
export type AuthenticationAnswer = Awaited<ReturnType<typeof startAuthentication>>;

/** The library comes with the first ceremony: /login's first paint does not wait for it. */
const library = () => import('@simplewebauthn/browser');

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
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Runs one ceremony with the library loaded; every failure becomes a result. */
async function ceremony<T>(
  start: (webauthn: Awaited<ReturnType<typeof library>>) => Promise<T>,
): Promise<Ceremony<T>> {
  if (!passkeysSupported()) {
    return { ok: false, message: passkeyMessages.unsupported, aborted: false };
  }
  try {
    return { ok: true, answer: await start(await library()) };
  } catch (error) {
    return failure(error);
  }
}

export function createPasskey(options: unknown): Promise<Ceremony<RegistrationAnswer>> {
  return ceremony((webauthn) =>
    webauthn.startRegistration({ optionsJSON: options as RegistrationOptions }),
  );
}

/**
 * Asks for a passkey. With `autofill`, the browser offers passkeys in the username field's
 * suggestions (conditional UI) and this waits until one is picked or `cancelPasskeyRequest`.
 */
export function getPasskey(
  options: unknown,
  autofill = false,
): Promise<Ceremony<AuthenticationAnswer>> {
  return ceremony((webauthn) =>
    webauthn.startAuthentication({
      optionsJSON: options as AuthenticationOptions,
      useBrowserAutofill: autofill,
    }),
  );
}

/** The browser offers passkeys among a field's autofill suggestions (conditional mediation). */
export async function autofillSupported(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  return (await PublicKeyCredential.isConditionalMediationAvailable?.()) ?? false;
}

/** Ends a waiting request (the autofill one): leaving /login. */
export function cancelPasskeyRequest(): void {
  void library().then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
}
