import { SESSION_KEYS } from '@yo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from './renderApp';

/**
 * /user/billpay in the app (spec 2.7, 4.6): a stored session, the API answered by a stub of
 * fetch. The flow itself is tested in billpay-machine.test.ts; this checks what the screen shows.
 */
vi.setConfig({ testTimeout: 30_000 });

const customer = {
  customerId: 7,
  firstName: 'Ann-Marie',
  lastName: "O'Brien",
  email: 'ann@example.tt',
  phoneNumber: '18685550123',
};

const ttec = {
  providerId: 1,
  name: 'T&TEC',
  type: 'Utility',
  minimum: 25,
  limit: 20000,
  customerCardRate: 0,
  customerFee: 0,
  commentsField: false,
};

/** Unused by the screen until the card step; the list call itself is checked. */
const cards = [
  {
    customerCardId: 21,
    customerId: 7,
    isActive: true,
    isPrimary: false,
    isDeleted: false,
    cardNumber: '************4444',
    cardType: 'Mastercard',
    expirationDate: '1230',
    name: 'Ann Baptiste',
    nickName: 'Work card',
    billingAddress: null,
  },
  {
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
  },
];

function envelope(data: unknown) {
  return new Response(JSON.stringify({ state: 1, msg: '', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

function jwt(secondsFromNow: number) {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + secondsFromNow }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return `e30.${payload}.signature`;
}

let providers: unknown[] = [ttec];
let cardListAuth: Array<string | null> = [];

beforeEach(() => {
  providers = [ttec];
  cardListAuth = [];
  sessionStorage.setItem(SESSION_KEYS.userToken, JSON.stringify({ token: jwt(3600) }));
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(customer));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(String(input));
      const url = request.url;
      if (url.includes('users/authenticateAPI')) return envelope({ token: 'anonymous' });
      if (url.includes('Banner/GetBannerMessages')) return envelope([]);
      if (url.includes('customers/getbyuserid')) return envelope(customer);
      if (url.includes('transaction/service/status')) return envelope({ isActive: true });
      if (url.includes('Transaction/GetProviders')) return envelope(providers);
      if (url.includes('Transaction/GetCharities')) return envelope([]);
      if (url.includes('customers/getcardlist')) {
        cardListAuth.push(request.headers.get('authorization'));
        return envelope({ data: cards });
      }
      return new Response('not found', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
  vi.resetModules();
});

const payee = () => screen.findByRole('combobox', { name: 'Payee' }, { timeout: 15_000 });

describe('/user/billpay', () => {
  it("is titled Bill Pay, with the profile's email and phone, and lists the saved cards with the token", async () => {
    await renderAppAt('/user/billpay');
    await payee();
    expect(screen.getByRole('heading', { level: 1, name: 'Bill Pay' })).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveValue('ann@example.tt'));
    expect(screen.getByLabelText(/Phone Number/)).toHaveValue('1(868) 555-0123');
    await waitFor(() => expect(cardListAuth).toHaveLength(1));
    expect(cardListAuth[0]).toMatch(/^Bearer e30\./);
  });

  it('shows Contact Us to /user/contactus on the error panel', async () => {
    providers = [];
    await renderAppAt('/user/billpay');
    const title = await screen.findByText('OOPs...Something went wrong.', {}, { timeout: 15_000 });
    const panel = title.closest('[role="alert"]')!.parentElement!;
    expect(within(panel).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/user/contactus',
    );
  });

  it('a guest at /quickpay sees Quick Bill Pay and no saved cards are asked for', async () => {
    sessionStorage.clear();
    localStorage.clear();
    await renderAppAt('/quickpay');
    await payee();
    expect(screen.getByRole('heading', { level: 1, name: 'Quick Bill Pay' })).toBeVisible();
    expect(screen.getByLabelText(/Email/)).toHaveValue('');
    expect(cardListAuth).toEqual([]);
  });
});
