import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from './renderApp';

/** The dialogs are chunks of their own: the first one to open is fetched (and transformed) then. */
const DIALOG_CHUNK = { timeout: 10_000 };

/** /signup in the app (spec 2.4, 4.5, 5.4), the API answered by a stub of fetch. */

vi.setConfig({ testTimeout: 30_000 });

function envelope(data: unknown, state = 1, msg = '') {
  return new Response(JSON.stringify({ state, msg, data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

const countries = [
  { countryId: 1, description: 'Trinidad and Tobago', phoneCode: '1868' },
  { countryId: 2, description: 'Barbados', phoneCode: '1246' },
];

let calls: Array<{ path: string; body: unknown }> = [];
let emailTaken = false;

beforeEach(() => {
  calls = [];
  emailTaken = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const path = new URL(request.url).pathname.replace(/^\/api\//, '');
      const body = request.method === 'POST' ? await request.clone().json() : undefined;
      calls.push({ path, body });
      if (path === 'users/authenticateAPI') return envelope({ token: 'anonymous' });
      if (path === 'users/countries') return envelope(countries);
      if (path === 'users/sendemailverifycode') {
        if (emailTaken) {
          return envelope(null, -1, 'An account with this email address already exists.');
        }
        return envelope({
          twoFactor: true,
          timeoutDuration: 2,
          tempVerificationCodeId: 'code-1',
          phone: '18685551234',
        });
      }
      if (path === 'users/phoneverify') return envelope(null);
      if (path === 'users/register') {
        return envelope({ token: 'user-token', phoneNumber: '18685551234' });
      }
      if (path === 'customers/getbyuserid') {
        return envelope({
          customerId: 7,
          firstName: 'Ann',
          lastName: 'Baptiste',
          email: 'ann@example.tt',
          phoneNumber: '18685551234',
        });
      }
      if (path.startsWith('Banner/')) return envelope([]);
      return envelope([]);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
  vi.resetModules();
});

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

async function chooseCountry(name: string) {
  const select = screen.getByRole('combobox', { name: /Country/ });
  const option = await within(select).findByRole<HTMLOptionElement>('option', { name });
  fireEvent.change(select, { target: { value: option.value } });
}

async function open(path: string) {
  await renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: 'Sign Up' }, { timeout: 15_000 });
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Country/ })).toBeEnabled());
}

async function fillValid() {
  await chooseCountry('Trinidad and Tobago');
  const mobile = textbox('Mobile Number');
  fireEvent.change(mobile, { target: { value: '18685551234' } });
  fireEvent.change(textbox('First Name'), { target: { value: 'Ann' } });
  fireEvent.change(textbox('Last Name'), { target: { value: 'Baptiste' } });
  fireEvent.change(textbox('Email'), { target: { value: 'ann@example.tt' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Secret#123' } });
  fireEvent.change(screen.getByLabelText(/^Confirm Password/), { target: { value: 'Secret#123' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

describe('/signup', () => {
  it('prefills the referral from the route and waits for a country', async () => {
    await open('/signup/FRIEND-1');
    await waitFor(() => expect(document.title).toBe('Yo | Sign Up'));
    expect(textbox('Referral Code')).toHaveValue('FRIEND-1');
    for (const name of ['Mobile Number', 'First Name', 'Last Name', 'Email', 'Referral Code']) {
      expect(textbox(name)).toBeDisabled();
    }
    expect(screen.getByLabelText(/^Password/)).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /promotional emails/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /promotional emails/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /I agree to the/ })).not.toBeChecked();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

    await chooseCountry('Barbados');
    expect(textbox('Mobile Number')).toBeEnabled();
    expect(textbox('Mobile Number')).toHaveValue('1(246) ');
    expect(textbox('Email')).toBeEnabled();
    expect(textbox('Mobile Number')).toHaveAttribute('autocomplete', 'tel');
    expect(textbox('Email')).toHaveAttribute('autocomplete', 'email');
    expect(textbox('Email')).toHaveAttribute('inputmode', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(textbox('First Name')).toHaveAttribute('autocomplete', 'given-name');
  });

  it('without a country, Submit asks for one in the summary, which takes focus', async () => {
    await open('/signup');
    submit();
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Country is required.' })).toHaveAttribute(
      'href',
      '#signup-countryId',
    );
    await waitFor(() => expect(summary).toHaveFocus());
  });

  it('shows 5.4 messages under their fields and in the summary', async () => {
    await open('/signup');
    await chooseCountry('Trinidad and Tobago');
    fireEvent.change(textbox('Email'), { target: { value: 'ann+1@example.tt' } });
    submit();
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    for (const message of [
      'Your mobile number must be at least 11 digits. E.g 1(868) 555 1234',
      'First Name cannot be empty',
      'Last Name cannot be empty',
      'Email invalid. Only the following special characters are allowed period (.), underscore (_), hyphen (-).',
      'Password must contain minimum eight characters, at least one uppercase letter, one lowercase letter, one number and one special character.',
      'Agree to the terms and conditions.',
    ]) {
      expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
      expect(screen.getAllByText(message)).toHaveLength(2);
    }
    expect(textbox('Email')).toHaveValue('ann+1@example.tt');
    expect(calls.some((call) => call.path.startsWith('users/send'))).toBe(false);
  });

  it('sends the code by email, registers after a right code and goes to /user', async () => {
    await open('/signup/FRIEND-1');
    await fillValid();
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Verification' }, DIALOG_CHUNK);
    expect(calls.find((call) => call.path === 'users/sendemailverifycode')?.body).toEqual({
      Email: 'ann@example.tt',
      Phone: '18685551234',
    });
    const code = within(dialog).getByRole('textbox', { name: /Verification Code/ });
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(window.location.pathname).toBe('/user'), { timeout: 10_000 });
    expect(calls.find((call) => call.path === 'users/phoneverify')?.body).toEqual({
      phone: '18685551234',
      tempVerificationCodeId: 'code-1',
      sMSCode: '123456',
    });
    expect(calls.find((call) => call.path === 'users/register')?.body).toEqual({
      firstName: 'Ann',
      lastName: 'Baptiste',
      email: 'ann@example.tt',
      phone: '18685551234',
      countryId: 1,
      password: 'Secret#123',
      referralCode: 'FRIEND-1',
      receivePromotions: true,
    });
    expect(sessionStorage.getItem('yo.userToken')).toContain('user-token');
  });

  it("a registered email: the server's message, and nothing typed is lost", async () => {
    emailTaken = true;
    await open('/signup');
    await fillValid();
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Verification' }, DIALOG_CHUNK);
    expect(
      await within(dialog).findByText('An account with this email address already exists.'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByText('An account with this email address already exists.'),
    ).toBeInTheDocument();
    expect(textbox('Email')).toHaveValue('ann@example.tt');
    expect(textbox('First Name')).toHaveValue('Ann');
    expect(textbox('Mobile Number')).toHaveValue('1(868) 555 1234');
  });
});
