import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from './renderApp';

/** The /quicktopup screen in the app, the API answered by a stub of fetch (spec 2.8, 8). */

function envelope(data: unknown, state = 1, msg = '') {
  return new Response(JSON.stringify({ state, msg, data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

vi.setConfig({ testTimeout: 30_000 });

let status: 'active' | 'inactive' | 'fails' = 'active';
let countries: unknown[] = [];

beforeEach(() => {
  status = 'active';
  countries = [{ countryId: 1, description: 'Trinidad and Tobago', phoneCode: '1868', code: 'TT' }];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('users/authenticateAPI')) return envelope({ token: 'anonymous' });
      if (url.includes('transaction/service/status')) {
        if (status === 'fails') return new Response('down', { status: 503 });
        return envelope({
          isActive: status === 'active',
          statusTitle: 'Top Up is resting',
          statusMessage: '<p>Back at <strong>6 am</strong>.</p><script>x()</script>',
          messageType: 'warning',
        });
      }
      if (url.includes('topup/GetCountries')) return envelope(countries);
      if (url.includes('topup/GetPhoneProviders'))
        return envelope([{ phoneProviderId: 1, name: 'Digicel', minimum: 50, maximum: 500 }]);
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

describe('/quicktopup', () => {
  it('is titled Quick Top Up: the seven steps, the country first, Back and Next disabled', async () => {
    await renderAppAt('/quicktopup');
    await screen.findByRole('combobox', { name: /Country/ }, { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('Yo | Quick Top Up'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Quick Top Up');
    const steps = screen.getByRole('group', { name: 'Top-up steps' });
    for (const label of [
      'Select Country',
      'Enter PREPAID Mobile Number',
      'Select Top Up Amount',
      'Enter Card Details',
      'Enter Billing Address Details (Optional)',
      'Enter Email for Receipt',
      'Payment Review',
    ]) {
      expect(steps).toHaveTextContent(label);
    }
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it.each([
    ['inactive', 'Top Up is resting'],
    ['fails', 'Service Temporarily Unavailable'],
  ] as const)('the service %s: the notice %j instead of the form', async (state, title) => {
    status = state;
    await renderAppAt('/quicktopup');
    expect(await screen.findByText(title, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Top-up steps' })).toBeNull();
    expect(document.querySelector('script:not([src])')?.textContent ?? '').not.toContain('x()');
  });

  it('no country: the failure panel with Try Again and Contact Us (/contact for a guest)', async () => {
    countries = [];
    await renderAppAt('/quicktopup');
    expect(
      await screen.findByText('OOPs...Something went wrong.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
