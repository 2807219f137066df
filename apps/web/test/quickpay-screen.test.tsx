import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from './renderApp';

/** The /quickpay screen in the app, the API answered by a stub of fetch. */

function envelope(data: unknown, state = 1, msg = '') {
  return new Response(JSON.stringify({ state, msg, data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

vi.setConfig({ testTimeout: 30_000 });

const providers = [
  {
    providerId: 1,
    name: 'T&TEC',
    type: 'Utility',
    minimum: 25,
    limit: 20000,
    accountHelperMessage: 'Your 9-digit account number is at the top of your T&TEC bill.',
    accountDisclaimerMessage: null,
    customerCardRate: 0,
    customerFee: 0,
    customerFeesDisclaimer: null,
    commentsField: false,
  },
  {
    providerId: 33,
    name: 'Coalition Against Domestic Violence',
    type: 'Charity',
    minimum: 25,
    limit: 5000,
    customerCardRate: 0,
    customerFee: 0,
    commentsField: false,
  },
];

let status: 'active' | 'inactive' | 'fails' = 'active';
let providerList: unknown[] = providers;

beforeEach(() => {
  status = 'active';
  providerList = providers;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('users/authenticateAPI')) return envelope({ token: 'anonymous' });
      if (url.includes('transaction/service/status')) {
        if (status === 'fails') return new Response('down', { status: 503 });
        return envelope({
          isActive: status === 'active',
          statusTitle: 'Bill Pay is resting',
          statusMessage: '<p>Back at <strong>6 am</strong>.</p><script>x()</script>',
          messageType: 'warning',
        });
      }
      if (url.includes('Transaction/GetProviders')) return envelope(providerList);
      if (url.includes('Transaction/GetCharities'))
        return envelope([{ providerId: 33, name: 'Coalition Against Domestic Violence' }]);
      if (url.includes('Banner/GetBannerMessages')) return envelope([]);
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

describe('/quickpay', () => {
  it('is titled Quick Bill Pay, starts on step 0 with Back disabled, and validates on Next', async () => {
    await renderAppAt('/quickpay');
    await payee();
    await waitFor(() => expect(document.title).toBe('Yo | Quick Bill Pay'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Quick Bill Pay');
    expect(screen.getByRole('group', { name: 'Bill payment steps' })).toHaveTextContent(
      'Enter Billing Address Details (Optional)',
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of [
      'You must select a payee',
      'Account number cannot be empty.',
      'Amount cannot be less than $25.00',
      'Phone number is required',
      'Email cannot be empty',
    ]) {
      expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    }
    // The error summary lists them, linked to their fields.
    expect(screen.getByRole('link', { name: 'Email cannot be empty' })).toHaveAttribute(
      'href',
      '#quickpay-email',
    );
    expect(screen.queryByRole('button', { name: 'FINISH' })).not.toBeInTheDocument();
  });

  it('prefills payee and account from a donate button', async () => {
    await renderAppAt('/quickpay/33/DONATECADV');
    await payee();
    await waitFor(
      () =>
        expect(screen.getByRole('combobox', { name: 'Payee' })).toHaveDisplayValue(
          'Coalition Against Domestic Violence',
        ),
      { timeout: 10_000 },
    );
    expect(screen.getByLabelText(/Account Number/)).toHaveValue('DONATECADV');
  });

  it('resets the transaction when the user leaves the route', async () => {
    await renderAppAt('/quickpay/1/100234567');
    await payee();
    await waitFor(() => expect(screen.getByLabelText(/Account Number/)).toHaveValue('100234567'));
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ann@example.tt' } });
    expect(screen.getByLabelText(/Email/)).toHaveValue('ann@example.tt');
    act(() => {
      window.history.pushState(null, '', '/contact');
    });
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Payee' })).toBeNull());
    act(() => {
      window.history.pushState(null, '', '/quickpay');
    });
    await payee();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Payee' })).toHaveValue(''));
    expect(screen.getByLabelText(/Account Number/)).toHaveValue('');
    expect(screen.getByLabelText(/Email/)).toHaveValue('');
  });

  it('shows the system alert with the server title and sanitised message when bill pay is inactive', async () => {
    status = 'inactive';
    await renderAppAt('/quickpay');
    expect(await screen.findByText('Bill Pay is resting', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByText('6 am').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Payee' })).not.toBeInTheDocument();
  });

  it("says 'Service Temporarily Unavailable' when the status cannot be read", async () => {
    status = 'fails';
    await renderAppAt('/quickpay');
    expect(
      await screen.findByText('Service Temporarily Unavailable', {}, { timeout: 15_000 }),
    ).toBeVisible();
  });

  it('shows the generic error panel when there are no payees', async () => {
    providerList = [];
    await renderAppAt('/quickpay');
    const title = await screen.findByText('OOPs...Something went wrong.', {}, { timeout: 15_000 });
    const panel = title.closest('[role="alert"]')!.parentElement!;
    expect(within(panel).getByRole('button', { name: 'Try Again' })).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
