import type { CallResult, DownloadedFile, PhoneProvider, TopUpPreset } from '@yo/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTopUp, type TopUpServices } from '../src/flows/topup';

/** useTopUp with fake services (spec 4.7, 8): what it asks the API, and when. */

const tt = { countryId: 1, description: 'Trinidad and Tobago', phoneCode: '1868', code: 'TT' };
const digicel: PhoneProvider = { phoneProviderId: 1, name: 'Digicel', minimum: 50, maximum: 500 };
const presets: TopUpPreset[] = [{ id: 10, amount: 50, phoneProviderId: 1, status: 'Active' }];

function fakeServices(overrides: Partial<TopUpServices> = {}): TopUpServices {
  return {
    load: vi.fn(async () => ({ kind: 'ready' as const, countries: [tt], carriers: [digicel] })),
    vat: vi.fn(async () => 0.125),
    checkNumber: vi.fn(async (msisdn: string) =>
      msisdn === '18683001234'
        ? { ok: true as const, carrier: digicel }
        : { ok: false as const, message: 'Postpaid bmobile is not accepted.' },
    ),
    presets: vi.fn(async () => presets),
    savedCards: vi.fn(async () => []),
    postTopUp: vi.fn(async () => ({ ok: true as const, orderId: 'YO-1', htmlForm: '<p>3DS</p>' })),
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

function setup(mode: 'guest' | 'customer', services: TopUpServices) {
  const notify = vi.fn();
  const focusHeading = vi.fn();
  const hook = renderHook(() => useTopUp({ mode, services, notify, focusHeading }));
  return { ...hook, notify, focusHeading };
}

describe('useTopUp', () => {
  it.each([
    ['guest', 0],
    ['customer', 1],
  ] as const)('a %s: loads the lists once, the saved cards %i time(s)', async (mode, cards) => {
    const services = fakeServices();
    const { result } = setup(mode, services);
    await waitFor(() => expect(result.current.state.load.kind).toBe('ready'));
    expect(services.load).toHaveBeenCalledTimes(1);
    expect(services.savedCards).toHaveBeenCalledTimes(cards);
  });

  it.each([
    ['18683001234', 'Digicel', '', 1],
    ['18686201234', null, 'Postpaid bmobile is not accepted.', 0],
  ])(
    '%s: carrier %s, message %j, presets asked %i time(s)',
    async (msisdn, carrier, message, asked) => {
      const services = fakeServices();
      const { result, focusHeading } = setup('guest', services);
      await waitFor(() => expect(result.current.state.load.kind).toBe('ready'));
      act(() => result.current.send({ type: 'selectCountry', countryId: 1 }));
      expect(focusHeading).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(result.current.state.vatRate).toBe(0.125));
      act(() => result.current.send({ type: 'changeNumber', value: msisdn.slice(0, 10) }));
      expect(services.checkNumber).not.toHaveBeenCalled();
      act(() => result.current.send({ type: 'changeNumber', value: msisdn }));
      await waitFor(() => expect(result.current.state.checkingNumber).toBe(''));
      expect(services.checkNumber).toHaveBeenCalledExactlyOnceWith(msisdn);
      expect(result.current.state.carrier?.name ?? null).toBe(carrier);
      expect(result.current.state.numberMessage).toBe(message);
      await waitFor(() => expect(services.presets).toHaveBeenCalledTimes(asked));
      if (asked) await waitFor(() => expect(result.current.state.presets).toEqual(presets));
    },
  );

  it('SUBMIT posts once; the result frame: a receipt that cannot be downloaded is a toast; another origin is ignored', async () => {
    const services = fakeServices();
    const { result, notify } = setup('guest', services);
    await waitFor(() => expect(result.current.state.load.kind).toBe('ready'));
    const send = (event: Parameters<typeof result.current.send>[0]) =>
      act(() => result.current.send(event));
    send({ type: 'selectCountry', countryId: 1 });
    send({ type: 'changeNumber', value: '18683001234' });
    await waitFor(() => expect(result.current.state.presets).toEqual(presets));
    send({ type: 'next' });
    send({ type: 'selectPreset', presetId: 10 });
    send({ type: 'next' });
    for (const [name, value] of [
      ['name', 'Ann Baptiste'],
      ['cardNumber', '4111 1111 1111 1111'],
      ['expirationDate', '12/30'],
      ['cvv', '123'],
    ] as const) {
      send({ type: 'changeCard', name, value });
    }
    send({ type: 'next' });
    send({ type: 'next' });
    send({ type: 'changeEmail', value: 'ann@example.com' });
    send({ type: 'next' });
    send({ type: 'agree', agreed: true });
    send({ type: 'captcha', payload: 'proof' });
    expect(result.current.state.activeStep).toBe(6);
    send({ type: 'submit' });
    send({ type: 'submit' });
    expect(services.postTopUp).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current.state.result.status).toBe('success'));
    const origin = window.location.origin;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://evil.example',
          data: { type: 'download', orderId: 'YO-1' },
        }),
      );
      window.dispatchEvent(
        new MessageEvent('message', { origin, data: { type: 'download', orderId: 'YO-1' } }),
      );
    });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledExactlyOnceWith(
        'Error downloading file. Please try again later',
      ),
    );
    expect(services.downloadReceipt).toHaveBeenCalledExactlyOnceWith('YO-1');
  });
});
