import { act, renderHook, waitFor } from '@testing-library/react';
import {
  CodeStore,
  memoryStorage,
  type CallResult,
  type Phone,
  type SavedCard,
  type UserDetails,
} from '@yo/domain';
import { describe, expect, it, vi } from 'vitest';
import { useAccount, type AccountServices } from '../src/flows/account';
import type { VerificationPorts } from '../src/flows/verification';

/** useAccount with fake calls (spec 2.15, 4.8, 8): what each call's answer does to the page. */

const T0 = Date.parse('2026-11-25T12:00:00Z');
const user: UserDetails = {
  customerId: 7,
  firstName: 'Ann',
  lastName: 'Brien',
  email: 'ann@example.tt',
  phoneNumber: '18685550101',
};
const primary: Phone = {
  customerPhoneId: 1,
  customerId: 7,
  phoneNumber: '18685550101',
  isActive: true,
  isPrimary: true,
};
const added: Phone = {
  ...primary,
  customerPhoneId: 2,
  phoneNumber: '18685550303',
  isPrimary: false,
};
const ok = <T,>(data: T): CallResult<T> => ({ ok: true, state: 1, msg: null, data });
const refused = (msg: string): CallResult<never> => ({
  ok: false,
  state: -1,
  reason: 'refused',
  msg,
  status: 200,
});
const http500: CallResult<never> = {
  ok: false,
  state: -1,
  reason: 'http',
  msg: 'An error has occurred: 500',
  status: 500,
};
const code = {
  twoFactor: true,
  timeoutDuration: 2,
  tempVerificationCodeId: 'c-1',
  phone: '18685550303',
};

function fakes(overrides: Partial<AccountServices> = {}) {
  const services: AccountServices = {
    customer: vi.fn(async () => ok(user)),
    phones: vi.fn(async () => ok([primary])),
    cards: vi.fn(async () => ok([] as SavedCard[])),
    updateProfile: vi.fn(async (values) => ok({ ...user, ...values })),
    storeUser: vi.fn(),
    sendPhoneCode: vi.fn(async () => ok(code)),
    sendPhoneCodeByEmail: vi.fn(async () =>
      refused('A new mobile number is verified by a code sent to it by SMS.'),
    ),
    verifyPhoneCode: vi.fn(async () => ok(null)),
    addPhone: vi.fn(async () => ok(null)),
    primaryPhone: vi.fn(async () => ok(null)),
    removePhone: vi.fn(async () => ok(null)),
    addCard: vi.fn(async () => ok({ orderId: 'V-1', htmlForm: '<form></form>' })),
    updateCard: vi.fn(async () => ok(null)),
    primaryCard: vi.fn(async () => ok(null)),
    removeCard: vi.fn(async () => ok(null)),
    countries: vi.fn(async () => ok([])),
    states: vi.fn(async () => ok([])),
    notify: vi.fn(),
    whileLoading: vi.fn((work) => work()),
    ...overrides,
  };
  const ports: VerificationPorts = {
    codes: new CodeStore(memoryStorage(), () => T0),
    notify: vi.fn(),
    now: () => T0,
  };
  return { services, ports };
}

async function loaded(overrides: Partial<AccountServices> = {}) {
  const { services, ports } = fakes(overrides);
  const hook = renderHook(() => useAccount({ services, ports }));
  await waitFor(() => expect(hook.result.current.state.status).toBe('ready'));
  return { hook, services, ports };
}

describe('useAccount', () => {
  it.each([
    ['the customer', { customer: async () => http500 }],
    ['the phones', { phones: async () => refused('Please sign in to continue.') }],
    ['the cards', { cards: async () => Promise.reject(new Error('offline')) }],
  ] as [string, Partial<AccountServices>][])(
    'a failed load of %s shows the error panel; Try Again loads again',
    async (_what, failing) => {
      const { services, ports } = fakes(failing);
      const hook = renderHook(() => useAccount({ services, ports }));
      await waitFor(() => expect(hook.result.current.state.status).toBe('failed'));
      // 2.15: the load runs under the frame's loading overlay.
      expect(services.whileLoading).toHaveBeenCalledTimes(1);
      Object.assign(services, fakes().services);
      act(() => hook.result.current.send({ type: 'load' }));
      await waitFor(() => expect(hook.result.current.state.status).toBe('ready'));
      expect(hook.result.current.state.user).toEqual(user);
    },
  );

  it('a saved profile updates the stored user (the app bar) and toasts for 3 s', async () => {
    const { hook, services } = await loaded();
    act(() => hook.result.current.send({ type: 'openProfile' }));
    act(() => hook.result.current.send({ type: 'editProfile', field: 'firstName', value: 'Anne' }));
    act(() => hook.result.current.send({ type: 'submitProfile' }));
    await waitFor(() => expect(hook.result.current.state.panel.kind).toBe('none'));
    expect(services.updateProfile).toHaveBeenCalledWith({ firstName: 'Anne', lastName: 'Brien' });
    expect(services.storeUser).toHaveBeenCalledWith({ ...user, firstName: 'Anne' });
    expect(services.notify).toHaveBeenCalledWith('success', 'Profile updated successfully', 3000);
  });

  it('adds a phone: code by SMS, the code dialog, verify, addphone, the list reloaded', async () => {
    const { hook, services, ports } = await loaded();
    act(() => hook.result.current.send({ type: 'openAddPhone' }));
    act(() => hook.result.current.send({ type: 'editNewPhone', value: '+1(868) 555-0303' }));
    act(() => hook.result.current.send({ type: 'submitPhone' }));
    await waitFor(() => expect(hook.result.current.verification.state.step).toBe('code'));
    expect(services.sendPhoneCode).toHaveBeenCalledWith('18685550303');
    expect(hook.result.current.state.panel).toMatchObject({ kind: 'addPhone', step: 'code' });
    expect(ports.codes.unexpired('phone-add', 'ann@example.tt:18685550303')).toMatchObject({
      tempVerificationCodeId: 'c-1',
    });
    vi.mocked(services.phones).mockResolvedValue(ok([primary, added]));
    await act(() => hook.result.current.verification.send({ type: 'edit', code: '123456' }));
    await act(() => hook.result.current.verification.submit());
    await waitFor(() => expect(hook.result.current.state.phones).toEqual([primary, added]));
    expect(services.verifyPhoneCode).toHaveBeenCalledWith(
      '123456',
      expect.objectContaining({ tempVerificationCodeId: 'c-1', phone: '18685550303' }),
    );
    expect(services.addPhone).toHaveBeenCalledWith('18685550303');
    expect(hook.result.current.state.panel.kind).toBe('none');
    expect(hook.result.current.verification.state.step).toBe('closed');
    // The code was used: the next add sends a new one.
    expect(ports.codes.unexpired('phone-add', 'ann@example.tt:18685550303')).toBeUndefined();
  });

  it('reopening for the same number within its time reuses the code sent (no second SMS)', async () => {
    const { hook, services } = await loaded();
    for (let round = 0; round < 2; round += 1) {
      act(() => hook.result.current.send({ type: 'openAddPhone' }));
      act(() => hook.result.current.send({ type: 'editNewPhone', value: '+1(868) 555-0303' }));
      act(() => hook.result.current.send({ type: 'submitPhone' }));
      await waitFor(() => expect(hook.result.current.verification.state.step).toBe('code'));
      act(() => hook.result.current.verification.close());
      expect(hook.result.current.state.panel.kind).toBe('none');
    }
    expect(services.sendPhoneCode).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      refused('This mobile number is already on your account.'),
      'This mobile number is already on your account.',
      false,
    ],
    [http500, 'There was an issue sending the OTP code', true],
  ])('a send that fails shows %j in the add dialog', async (answer, text, toast) => {
    const { hook, ports } = await loaded({ sendPhoneCode: async () => answer });
    act(() => hook.result.current.send({ type: 'openAddPhone' }));
    act(() => hook.result.current.send({ type: 'editNewPhone', value: '+1(868) 555-0101' }));
    act(() => hook.result.current.send({ type: 'submitPhone' }));
    await waitFor(() => expect(hook.result.current.state.panel).toMatchObject({ error: text }));
    expect(hook.result.current.state.panel).toMatchObject({ step: 'number', busy: false });
    expect(hook.result.current.verification.state.step).toBe('closed');
    expect(vi.mocked(ports.notify).mock.calls).toEqual(
      toast ? [['error', 'There was an issue sending the OTP code', 30000]] : [],
    );
  });

  it('Try Another Way by email: the server refuses it and its text shows in the dialog', async () => {
    const { hook, services } = await loaded();
    act(() => hook.result.current.send({ type: 'openAddPhone' }));
    act(() => hook.result.current.send({ type: 'editNewPhone', value: '+1(868) 555-0303' }));
    act(() => hook.result.current.send({ type: 'submitPhone' }));
    await waitFor(() => expect(hook.result.current.verification.state.step).toBe('code'));
    await act(() => hook.result.current.verification.send({ type: 'tryAnotherWay' }));
    await act(() => hook.result.current.verification.send({ type: 'choose', method: 'email' }));
    expect(services.sendPhoneCodeByEmail).toHaveBeenCalledWith('ann@example.tt', '18685550303');
    expect(hook.result.current.verification.state).toMatchObject({
      step: 'choose',
      notice: 'A new mobile number is verified by a code sent to it by SMS.',
    });
  });

  it('a right code whose addphone is refused shows the server text under the code', async () => {
    const { hook } = await loaded({
      addPhone: async () => refused('This mobile number is already registered to an account.'),
    });
    act(() => hook.result.current.send({ type: 'openAddPhone' }));
    act(() => hook.result.current.send({ type: 'editNewPhone', value: '+1(868) 555-0303' }));
    act(() => hook.result.current.send({ type: 'submitPhone' }));
    await waitFor(() => expect(hook.result.current.verification.state.step).toBe('code'));
    await act(() => hook.result.current.verification.send({ type: 'edit', code: '123456' }));
    await act(() => hook.result.current.verification.submit());
    expect(hook.result.current.verification.state.error).toBe(
      'This mobile number is already registered to an account.',
    );
    expect(hook.result.current.state.panel).toMatchObject({ kind: 'addPhone', step: 'code' });
  });

  it.each([
    [
      refused('This card is already saved for this account.'),
      'Failed to add card: "This card is already saved for this account."',
    ],
    [http500, 'An error has occurred: 500'],
  ])('addcard answering %j shows %j in the card dialog', async (answer, text) => {
    const { hook } = await loaded({ addCard: async () => answer });
    const send = (event: Parameters<typeof hook.result.current.send>[0]) =>
      act(() => hook.result.current.send(event));
    send({ type: 'openAddCard' });
    for (const [field, value] of [
      ['name', 'Ann Brien'],
      ['cardNumber', '4012 0000 0002 0006'],
      ['expirationDate', '12/30'],
      ['cvv', '123'],
      ['line1', '1 Frederick Street'],
      ['city', 'Port of Spain'],
    ] as const)
      send({ type: 'editCard', field, value });
    send({ type: 'editCard', field: 'tac', value: true });
    send({ type: 'submitCard' });
    await waitFor(() => expect(hook.result.current.state.panel).toMatchObject({ error: text }));
    expect(hook.result.current.state.panel).toMatchObject({ step: 'form', busy: false });
  });
});
