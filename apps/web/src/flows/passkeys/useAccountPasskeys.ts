/**
 * The account page's passkeys (issue #34): the list; adding one after a fresh code check (a code
 * by SMS to the primary mobile, or by email), with a name that defaults to the device; removing
 * one after a confirmation. Requests and rules are here; the screen only renders.
 */
import {
  TOAST_SHORT_MS,
  passkeyDeviceName,
  passkeyMessages,
  passkeyName,
  validatePasskeyName,
  type CallResult,
  type Passkey,
  type UserDetails,
} from '@yo/domain';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import { notify } from '../../app/toasts';
import { useVerification, type Verification } from '../verification/useVerification';
import { createPasskey } from './ceremony';

export interface AccountPasskeys {
  passkeys: readonly Passkey[];
  /** The name step, once the code check has passed. */
  naming: { name: string; error: string | undefined; busy: boolean } | null;
  removing: { passkey: Passkey; busy: boolean; error: string | undefined } | null;
  verification: Verification;
  startAdding: () => void;
  editName: (name: string) => void;
  add: () => Promise<void>;
  cancelAdding: () => void;
  askRemove: (passkey: Passkey) => void;
  remove: () => Promise<void>;
  cancelRemove: () => void;
}

const failureText = (result: CallResult<unknown> & { ok: false }) => result.msg;

export function useAccountPasskeys(
  user: Pick<UserDetails, 'email' | 'phoneNumber'>,
): AccountPasskeys {
  const [passkeys, setPasskeys] = useState<readonly Passkey[]>([]);
  const [naming, setNaming] = useState<AccountPasskeys['naming']>(null);
  const [removing, setRemoving] = useState<AccountPasskeys['removing']>(null);

  async function reload() {
    const listed = await api.call('passkeys');
    if (listed.ok) setPasskeys(listed.data);
  }
  useEffect(() => {
    void reload();
  }, []);

  const verification = useVerification<unknown>({
    purpose: 'passkey-add',
    owner: user.email,
    destinations: { email: user.email, sms: user.phoneNumber },
    send: (method) => api.call('passkeyCode', { body: { channel: method } }),
    verify: (code, sent) =>
      api.call('verifyPhone', {
        body: {
          phone: sent.phone,
          tempVerificationCodeId: sent.tempVerificationCodeId,
          sMSCode: code,
        },
      }),
    onVerified: async () => {
      setNaming({ name: passkeyDeviceName(navigator.userAgent), error: undefined, busy: false });
      return undefined;
    },
  });

  async function add() {
    if (!naming) return;
    const error = validatePasskeyName(naming.name);
    if (error) return setNaming({ ...naming, error });
    setNaming({ ...naming, error: undefined, busy: true });
    const fail = (message: string) => setNaming({ ...naming, error: message, busy: false });
    const options = await api.call('passkeyRegistrationOptions');
    if (!options.ok) return fail(failureText(options));
    const ceremony = await createPasskey(options.data);
    if (!ceremony.ok) return fail(ceremony.message);
    const added = await api.call('passkeyRegister', {
      body: { name: passkeyName(naming.name), response: ceremony.answer },
    });
    if (!added.ok) return fail(failureText(added));
    setNaming(null);
    notify('success', passkeyMessages.addedToast, TOAST_SHORT_MS);
    await reload();
  }

  async function remove() {
    if (!removing) return;
    setRemoving({ ...removing, busy: true, error: undefined });
    const removed = await api.call('removePasskey', { body: { id: removing.passkey.id } });
    if (!removed.ok) return setRemoving({ ...removing, busy: false, error: failureText(removed) });
    setRemoving(null);
    notify('success', passkeyMessages.removedToast, TOAST_SHORT_MS);
    await reload();
  }

  return {
    passkeys,
    naming,
    removing,
    verification,
    startAdding: () => void verification.start(null),
    editName: (name) => naming && setNaming({ ...naming, name, error: undefined }),
    add,
    cancelAdding: () => setNaming(null),
    askRemove: (passkey) => setRemoving({ passkey, busy: false, error: undefined }),
    remove,
    cancelRemove: () => setRemoving(null),
  };
}
