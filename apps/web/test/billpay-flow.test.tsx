import type { CallResult, DownloadedFile, Provider, SavedCard } from '@yo/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  useBillPay,
  type BillPayMode,
  type BillPayServices,
  type DetailsCheckOutcome,
} from '../src/flows/billpay';

/** useBillPay with fake services: the calls it makes, when, and what their answers do. */

const ttec: Provider = {
  providerId: 1,
  name: 'T&TEC',
  type: 'Utility',
  minimum: 25,
  limit: 20000,
  customerCardRate: 0,
  customerFee: 0,
  commentsField: false,
};

const card: SavedCard = {
  customerCardId: 20,
  customerId: 7,
  isActive: true,
  isPrimary: true,
  isDeleted: false,
  cardNumber: '************0006',
  cardType: 'Visa',
  expirationDate: '1230',
  name: 'Ann Baptiste',
  nickName: 'Visa 0006',
  billingAddress: null,
};

function fakeServices(check: DetailsCheckOutcome) {
  let answerCheck: (outcome: DetailsCheckOutcome) => void = () => {};
  const services = {
    load: vi.fn(async () => ({ kind: 'ready' as const, providers: [ttec], charities: [] })),
    savedCards: vi.fn(async () => [card]),
    checkDetails: vi.fn(
      () =>
        new Promise<DetailsCheckOutcome>((resolve) => {
          answerCheck = resolve;
        }),
    ),
    postPayment: vi.fn(async () => ({
      ok: true as const,
      orderId: 'YO-1',
      htmlForm: '<p>3-D Secure</p>',
    })),
    downloadReceipt: vi.fn(
      async (): Promise<CallResult<DownloadedFile>> =>
        ({
          ok: false,
          reason: 'refused',
          msg: 'no',
        }) as unknown as CallResult<DownloadedFile>,
    ),
    // Payments/GetOrderStatus (issue 29): the order is still with the bank.
    orderStatus: vi.fn(async () => null),
  } satisfies BillPayServices;
  return { services, answer: () => answerCheck(check) };
}

function mount(mode: BillPayMode, services: BillPayServices) {
  const options = {
    navigate: vi.fn(),
    focusHeading: vi.fn(),
    notify: vi.fn(),
  };
  const hook = renderHook(() =>
    useBillPay({ mode, prefill: {}, home: `/${mode}`, services, ...options }),
  );
  return { hook, ...options };
}

const details = [
  { type: 'changeDetails', name: 'providerId', value: 1 },
  { type: 'changeDetails', name: 'accountNumber', value: '100234567' },
  { type: 'changeDetails', name: 'amount', value: '150' },
  { type: 'changeDetails', name: 'phoneNumber', value: '18685551234' },
  { type: 'changeDetails', name: 'email', value: 'ann@example.tt' },
] as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useBillPay', () => {
  it.each([
    ['guest', 0],
    ['customer', 1],
  ] as const)('a %s: loads the payees, and the saved cards %i time(s)', async (mode, times) => {
    const { services } = fakeServices({ ok: false, field: null, message: '' });
    const { hook } = mount(mode, services);
    await waitFor(() => expect(hook.result.current.state.load.kind).toBe('ready'));
    expect(services.load).toHaveBeenCalledTimes(1);
    expect(services.savedCards).toHaveBeenCalledTimes(times);
    if (mode === 'customer') {
      await waitFor(() => expect(hook.result.current.state.savedCards).toEqual([card]));
    }
  });

  it('checks the account once however often Next is pressed, then focuses the card step', async () => {
    const { services, answer } = fakeServices({
      ok: true,
      accountHolderName: 'RAVI RAMDIAL',
      serverTotal: null,
      customerCardRate: 0,
    });
    const { hook, focusHeading } = mount('guest', services);
    await waitFor(() => expect(hook.result.current.state.load.kind).toBe('ready'));
    act(() => {
      for (const event of details) hook.result.current.send(event);
      hook.result.current.send({ type: 'next' });
      hook.result.current.send({ type: 'next' });
    });
    expect(services.checkDetails).toHaveBeenCalledTimes(1);
    expect(services.checkDetails).toHaveBeenCalledWith(
      expect.objectContaining({ accountNumber: '100234567', amount: '150' }),
      ttec,
    );
    await act(async () => answer());
    expect(hook.result.current.state.activeStep).toBe(1);
    expect(hook.result.current.state.accountHolderName).toBe('RAVI RAMDIAL');
    expect(focusHeading).toHaveBeenCalledTimes(1);
  });

  it("a press held on the form's buttons is let go after the click, in a task of its own", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { services } = fakeServices({ ok: false, field: null, message: '' });
      const { hook } = mount('guest', services);
      await waitFor(() => expect(hook.result.current.state.load.kind).toBe('ready'));
      act(() => hook.result.current.hold());
      expect(hook.result.current.state.held).not.toBeNull();
      act(() => {
        window.dispatchEvent(new Event('pointerup'));
      });
      // Still held while the pointerup's mouseup and click are dispatched.
      expect(hook.result.current.state.held).not.toBeNull();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
      expect(hook.result.current.state.held).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a press that ends before the next render is let go too (its messages are not held for good)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { services } = fakeServices({ ok: false, field: null, message: '' });
      const { hook } = mount('guest', services);
      await waitFor(() => expect(hook.result.current.state.load.kind).toBe('ready'));
      // Pressed and let go within one task, as a quick tap on a busy phone can be.
      act(() => {
        hook.result.current.hold();
        window.dispatchEvent(new Event('pointerup'));
      });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
      expect(hook.result.current.state.held).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('New Transaction goes home and reloads the saved cards', async () => {
    const { services } = fakeServices({ ok: false, field: null, message: '' });
    const { hook, navigate } = mount('customer', services);
    await waitFor(() => expect(services.savedCards).toHaveBeenCalledTimes(1));
    act(() => hook.result.current.send({ type: 'newTransaction' }));
    expect(navigate).toHaveBeenCalledWith('/customer');
    await waitFor(() => expect(services.savedCards).toHaveBeenCalledTimes(2));
  });

  it("the result frame's requests: a failed receipt download is told, a decline goes back to the card", async () => {
    const { services, answer } = fakeServices({
      ok: true,
      accountHolderName: '',
      serverTotal: null,
      customerCardRate: 0,
    });
    const { hook, notify } = mount('guest', services);
    await waitFor(() => expect(hook.result.current.state.load.kind).toBe('ready'));
    act(() => {
      for (const event of details) hook.result.current.send(event);
      hook.result.current.send({ type: 'next' });
    });
    await act(async () => answer());
    act(() => {
      const send = hook.result.current.send;
      send({ type: 'changeCard', name: 'name', value: 'Ann Baptiste' });
      send({ type: 'changeCard', name: 'cardNumber', value: '4012 0000 0002 0006' });
      send({ type: 'changeCard', name: 'expirationDate', value: '12/30' });
      send({ type: 'changeCard', name: 'cvv', value: '123' });
      send({ type: 'next' });
      send({ type: 'next' });
      send({ type: 'agree', agreed: true });
      send({ type: 'captcha', payload: 'proof' });
      send({ type: 'submit' });
    });
    await waitFor(() => expect(hook.result.current.state.activeStep).toBe(4));
    expect(services.postPayment).toHaveBeenCalledTimes(1);

    const fromFrame = (data: unknown, origin = window.location.origin) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin }));
      });
    await fromFrame({ type: 'download', orderId: 'YO-1' }, 'https://elsewhere.example');
    await fromFrame({ type: 'download', orderId: 'YO-2' });
    expect(services.downloadReceipt).not.toHaveBeenCalled();
    await fromFrame({ type: 'download', orderId: 'YO-1' });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Error downloading file. Please try again later'),
    );
    await fromFrame({ type: 'retry', orderId: 'YO-1', message: 'Card declined' });
    expect(hook.result.current.state.activeStep).toBe(1);
    expect(hook.result.current.state.formError).toBe('Card declined');
  });
});
