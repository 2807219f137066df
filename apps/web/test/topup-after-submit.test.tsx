import {
  topUpServerMessages,
  type CallResult,
  type DownloadedFile,
  type OrderStatus,
  type PhoneProvider,
  type TopUpPreset,
  type TransactionResult,
} from '@yo/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paymentPostOutcome } from '../src/flows/payment/duplicate';
import type { OrderInUrl } from '../src/flows/payment/orderInUrl';
import {
  POLL_MS,
  SLOW_POLL_MS,
  WAIT_LIMIT_MS,
  nextPollMs,
  progressPhase,
  progressRead,
  progressTick,
  progressWorking,
  startProgress,
  waitedSeconds,
} from '../src/flows/payment/progress';
import { useTopUp, type TopUpEvent, type TopUpServices } from '../src/flows/topup';

/**
 * After SUBMIT (issue 29, and #30's question on the web): the same top-up made minutes ago is asked
 * about before it is charged; a submitted top-up is followed to its end, and found again after a
 * reload.
 */
const tt = { countryId: 1, description: 'Trinidad and Tobago', phoneCode: '1868', code: 'TT' };
const digicel: PhoneProvider = { phoneProviderId: 1, name: 'Digicel', minimum: 50, maximum: 500 };
const presets: TopUpPreset[] = [{ id: 10, amount: 50, phoneProviderId: 1, status: 'Active' }];
const duplicateMessage = topUpServerMessages.toppedUpRecently(3);

/** The API's answers to PostTopupTransaction, in turn, read as the app reads them. */
function answers(...results: Array<CallResult<TransactionResult>>) {
  return vi.fn(async (_command: Parameters<TopUpServices['postTopUp']>[0]) =>
    paymentPostOutcome(results.shift()!),
  );
}
const refusedAsDuplicate: CallResult<TransactionResult> = {
  ok: false,
  state: -1,
  reason: 'refused',
  msg: duplicateMessage,
  data: { duplicateOf: { orderId: 'YO-0', minutesAgo: 3 } },
};
const accepted: CallResult<TransactionResult> = {
  ok: true,
  state: 1,
  msg: '',
  data: { orderId: 'YO-1', htmlForm: '<p>3DS</p>' },
};

function services(overrides: Partial<TopUpServices>): TopUpServices {
  return {
    load: vi.fn(async () => ({ kind: 'ready' as const, countries: [tt], carriers: [digicel] })),
    vat: vi.fn(async () => 0.125),
    checkNumber: vi.fn(async () => ({ ok: true as const, carrier: digicel })),
    presets: vi.fn(async () => presets),
    savedCards: vi.fn(async () => []),
    postTopUp: answers(accepted),
    downloadReceipt: vi.fn(async (): Promise<CallResult<DownloadedFile>> => ({
      ok: false,
      state: -1,
      reason: 'http',
      msg: 'An error has occurred: 500',
      status: 500,
    })),
    orderStatus: vi.fn(async () => null),
    ...overrides,
  };
}

const noOrder: OrderInUrl = { read: () => null, write: vi.fn() };

async function atReview(injected: TopUpServices, orderInUrl: OrderInUrl = noOrder) {
  const hook = renderHook(() =>
    useTopUp({
      mode: 'guest',
      services: injected,
      orderInUrl,
      notify: vi.fn(),
      focusHeading: vi.fn(),
    }),
  );
  const send = (event: TopUpEvent) => act(() => hook.result.current.send(event));
  await waitFor(() => expect(hook.result.current.state.load.kind).toBe('ready'));
  send({ type: 'selectCountry', countryId: 1 });
  send({ type: 'changeNumber', value: '18683001234' });
  await waitFor(() => expect(hook.result.current.state.presets).toEqual(presets));
  for (const event of [
    { type: 'next' },
    { type: 'selectPreset', presetId: 10 },
    { type: 'next' },
    { type: 'changeCard', name: 'name', value: 'Ann Baptiste' },
    { type: 'changeCard', name: 'cardNumber', value: '4111 1111 1111 1111' },
    { type: 'changeCard', name: 'expirationDate', value: '12/30' },
    { type: 'changeCard', name: 'cvv', value: '123' },
    { type: 'next' },
    { type: 'next' },
    { type: 'changeEmail', value: 'ann@example.com' },
    { type: 'next' },
    { type: 'agree', agreed: true },
    { type: 'captcha', payload: 'proof' },
  ] as TopUpEvent[])
    send(event);
  expect(hook.result.current.state.activeStep).toBe(6);
  return { ...hook, send };
}

describe("top-up's duplicate question (#30, as bill pay's)", () => {
  it('asks before charging; Cancel sends nothing; Top Up Again resends with confirmDuplicate and the same key', async () => {
    const postTopUp = answers(refusedAsDuplicate, refusedAsDuplicate, accepted);
    const { result, send } = await atReview(services({ postTopUp }));

    send({ type: 'submit' });
    await waitFor(() =>
      expect(result.current.state.payAgain).toEqual({ message: duplicateMessage }),
    );
    expect(result.current.state).toMatchObject({ loading: 'idle', activeStep: 6, formError: '' });
    expect(result.current.state.result).toEqual({ status: 'none' });
    send({ type: 'cancelPayAgain' });
    expect(result.current.state.payAgain).toBeNull();
    expect(postTopUp).toHaveBeenCalledTimes(1);

    send({ type: 'submit' });
    await waitFor(() => expect(result.current.state.payAgain).not.toBeNull());
    send({ type: 'payAgain' });
    await waitFor(() => expect(result.current.state.result.status).toBe('success'));
    expect(postTopUp).toHaveBeenCalledTimes(3);
    const [first, second, third] = postTopUp.mock.calls.map(([command]) => command);
    expect(first!.body.confirmDuplicate).toBeUndefined();
    expect(second!.body.confirmDuplicate).toBeUndefined();
    expect(third!.body).toMatchObject({ confirmDuplicate: true, msisdn: '18683001234' });
    // One payment, one Idempotency-Key, as bill pay's question keeps it.
    expect(new Set([first, second, third].map((command) => command!.submissionId)).size).toBe(1);
  });

  it('a refusal that is not a duplicate fails as before, without the question', async () => {
    const postTopUp = answers({
      ok: false,
      state: -1,
      reason: 'refused',
      msg: 'Declined',
      data: null,
    });
    const { result, send } = await atReview(services({ postTopUp }));
    send({ type: 'submit' });
    await waitFor(() => expect(result.current.state.loading).toBe('idle'));
    expect(result.current.state.payAgain).toBeNull();
    expect(result.current.state.result).toEqual({ status: 'failed', message: 'Declined' });
  });
});

const order = (status: OrderStatus['status'], extra: Partial<OrderStatus> = {}): OrderStatus => ({
  orderId: 'YO-1',
  status,
  message: null,
  email: 'ann@example.com',
  lines: [],
  ...extra,
});

describe('a submitted top-up followed to its end (#29)', () => {
  it('is the bank while the frame is open, then a wait that counts, then the result', () => {
    let progress = startProgress('YO-1', true, 0);
    expect(progressPhase(progress)).toBe('bank');
    progress = progressRead(progress, order('Pending'), 2_000);
    expect([progressPhase(progress), nextPollMs(progress)]).toEqual(['bank', POLL_MS]);
    // The frame's processing page: the bank is done, the carrier is not.
    progress = progressWorking(progressRead(progress, order('Captured'), 30_000), 30_000);
    progress = progressTick(progress, 49_500);
    expect([progressPhase(progress), waitedSeconds(progress)]).toEqual(['working', 19]);
    progress = progressRead(progress, order('Successful'), 51_000);
    expect([progressPhase(progress), nextPollMs(progress)]).toEqual(['successful', null]);
  });

  it('past the wait a customer bears, lets them leave and reads on, slower', () => {
    const progress = progressTick(
      progressRead(startProgress('YO-1', false, 0), order('Captured'), 1_000),
      WAIT_LIMIT_MS,
    );
    expect([progressPhase(progress), nextPollMs(progress)]).toEqual(['waitedOut', SLOW_POLL_MS]);
  });

  it("leaves a result the bank's answer settled at once to the frame's own page", () => {
    const settled = progressRead(startProgress('YO-1', true, 0), order('Failed'), 5_000);
    expect(progressPhase(settled)).toBe('frameResult');
    const reversed = progressRead(startProgress('YO-1', false, 0), order('Reversed'), 5_000);
    expect(progressPhase(reversed)).toBe('reversed');
  });

  it('a reload on ?order= finds the order again, reads it from the server and keeps it in the address', async () => {
    const lines = [{ label: 'Net Amount', value: '$50.00' }];
    const orderStatus = vi.fn(async () => order('Successful', { lines }));
    const orderInUrl: OrderInUrl = { read: () => 'YO-1', write: vi.fn() };
    const hook = renderHook(() =>
      useTopUp({
        mode: 'guest',
        services: services({ orderStatus }),
        orderInUrl,
        notify: vi.fn(),
        focusHeading: vi.fn(),
      }),
    );
    await waitFor(() => expect(hook.result.current.progress?.order?.status).toBe('Successful'));
    expect(hook.result.current.state).toMatchObject({
      activeStep: 7,
      result: { status: 'success', orderId: 'YO-1', htmlForm: '' },
    });
    expect(progressPhase(hook.result.current.progress!)).toBe('successful');
    expect(orderStatus).toHaveBeenCalledWith('YO-1');
    expect(orderInUrl.write).toHaveBeenLastCalledWith('YO-1');
    act(() => hook.result.current.send({ type: 'newTransaction' }));
    expect(orderInUrl.write).toHaveBeenLastCalledWith(null);
    expect(hook.result.current.progress).toBeNull();
  });
});
