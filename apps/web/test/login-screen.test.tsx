import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from './renderApp';

/** The dialogs are chunks of their own: the first one to open is fetched (and transformed) then. */
const DIALOG_CHUNK = { timeout: 10_000 };

/** /login and /resetpassword in the app (spec 2.3, 2.9, 4.1, 4.2, 5.2, 5.5, 8), fetch stubbed. */

vi.setConfig({ testTimeout: 30_000 });

function envelope(data: unknown, state = 1, msg: string | null = '') {
  return new Response(JSON.stringify({ state, msg, data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

interface Call {
  path: string;
  body: unknown;
  bearer: string | null;
}
let calls: Call[] = [];
let answers: Record<string, () => Response> = {};

const customer = {
  customerId: 7,
  firstName: 'Ann',
  lastName: 'Baptiste',
  email: 'ann@example.tt',
  phoneNumber: '18685551234',
};
const codeSent = (twoFactor = true) =>
  envelope({
    twoFactor,
    timeoutDuration: 2,
    tempVerificationCodeId: 'code-1',
    phone: '18685551234',
  });

beforeEach(() => {
  calls = [];
  answers = {
    'users/authenticate': () => envelope({ token: 'pending-new', phoneNumber: '18685551234' }),
    'users/sendemailverifycode': () => codeSent(),
    'users/phoneverify': () => envelope({ token: 'user-token', phoneNumber: '18685551234' }),
    'customers/getbyuserid': () => envelope(customer),
    'users/sendresetpassemail': () => envelope(null, 1, 'sent'),
    'users/verifyemailpass': () => envelope(null, 1, 'Password successfully reset'),
    'users/logout': () => envelope(null),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api\//, '');
      const text = request.method === 'POST' ? await request.clone().text() : '';
      const body = request.method === 'POST' ? (text ? JSON.parse(text) : null) : url.search;
      const bearer = request.headers.get('authorization');
      calls.push({ path, body, bearer });
      if (path === 'users/authenticateAPI') return envelope({ token: 'anonymous' });
      if (path.startsWith('Banner/')) return envelope([]);
      return answers[path]?.() ?? new Response('not found', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
  vi.resetModules();
});

const called = (path: string) => calls.filter((call) => call.path === path);
const errorUnder = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .find((text) => text.startsWith('Error:'))
    ?.replace(/^Error:\s*/, '');

async function openLogin(path = '/login') {
  await renderAppAt(path);
  return {
    email: await screen.findByLabelText(/^Email/, {}, { timeout: 15_000 }),
    password: document.getElementById('login-password') as HTMLInputElement,
    logIn: screen.getByRole('button', { name: 'LOG IN' }),
  };
}

describe('/login: 5.2 under the fields', () => {
  it.each([
    ['', '', '*Username can not be empty.', 'Password can not be empty.'],
    ['ann', 'x', 'Invalid email.Please enter a valid email', undefined],
    ['ann@example.tt', '', undefined, 'Password can not be empty.'],
  ])('%j / %j', async (emailText, passwordText, emailMessage, passwordMessage) => {
    const { email, password, logIn } = await openLogin();
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    fireEvent.change(email, { target: { value: emailText } });
    fireEvent.change(password, { target: { value: passwordText } });
    fireEvent.click(logIn);
    await waitFor(() => expect(errorUnder(email)).toBe(emailMessage));
    expect(errorUnder(password)).toBe(passwordMessage);
    // Several: the summary lists them as links to their fields.
    const summary = screen.queryByRole('region', { name: 'There is a problem' });
    if (emailMessage && passwordMessage) {
      expect(
        within(summary!)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([emailMessage, passwordMessage]);
    } else {
      expect(summary).toBeNull();
    }
    expect(called('users/authenticate')).toEqual([]);
  });
});

describe('/login: the password check (spec 8)', () => {
  it.each([
    [
      'the server message',
      envelope(null, -1, 'The email or password is incorrect.'),
      'The email or password is incorrect.',
    ],
    [
      'state not 1 without one',
      envelope(null, -1, null),
      'Server communication error. Please try again later',
    ],
    [
      'no readable answer',
      new Response('oops', { status: 200 }),
      'Server communication error. Please try again later',
    ],
  ])('%s', async (_, answer, text) => {
    answers['users/authenticate'] = () => answer.clone();
    const { email, password, logIn } = await openLogin();
    fireEvent.change(email, { target: { value: 'ann@example.tt' } });
    fireEvent.change(password, { target: { value: 'Secret#123' } });
    fireEvent.click(logIn);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(password).toHaveValue('Secret#123');
    expect(called('users/authenticate')[0]?.body).toEqual({
      username: 'ann@example.tt',
      password: 'Secret#123',
    });
  });
});

async function logInAs(path = '/login') {
  const { email, password, logIn } = await openLogin(path);
  fireEvent.change(email, { target: { value: 'ann@example.tt' } });
  fireEvent.change(password, { target: { value: 'Secret#123' } });
  fireEvent.click(logIn);
}

describe('/login: the code', () => {
  it('a right password sends the email code on the pending token; a right code goes back to the page asked for', async () => {
    await logInAs('/login?next=%2Fuser%2Factivity');
    const dialog = await screen.findByRole('dialog', { name: 'Verification' }, DIALOG_CHUNK);
    await within(dialog).findByText('ann@example.tt');
    expect(called('users/sendemailverifycode')[0]?.bearer).toBe('Bearer pending-new');
    fireEvent.change(within(dialog).getByLabelText('Verification Code'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(window.location.pathname).toBe('/user/activity'));
    expect(called('users/phoneverify')[0]).toMatchObject({
      bearer: 'Bearer pending-new',
      body: { phone: '18685551234', tempVerificationCodeId: 'code-1', sMSCode: '123456' },
    });
    expect(called('customers/getbyuserid')[0]?.bearer).toBe('Bearer user-token');
    expect(sessionStorage.getItem('yo.pendingLoginToken')).toBeNull();
    expect(localStorage.getItem('yo.code.login')).toBeNull();
  });

  it('with twoFactor off the login completes at once, with no dialog', async () => {
    answers['users/sendemailverifycode'] = () => codeSent(false);
    answers['users/authenticate'] = () =>
      envelope({ token: 'full-token', phoneNumber: '18685551234' });
    await logInAs();
    await waitFor(() => expect(window.location.pathname).toBe('/user'));
    expect(called('customers/getbyuserid')[0]?.bearer).toBe('Bearer full-token');
    expect(screen.queryByRole('dialog', { name: 'Verification' })).toBeNull();
  });

  it('4.1 step 5: a stored unexpired code and its pending token are reused without a send', async () => {
    sessionStorage.setItem('yo.pendingLoginToken', JSON.stringify({ token: 'pending-old' }));
    localStorage.setItem(
      'yo.code.login',
      JSON.stringify({
        purpose: 'login',
        method: 'email',
        tempVerificationCodeId: 'code-0',
        phone: '18685551234',
        sentTo: 'ann@example.tt',
        expiresAt: Date.now() + 60_000,
        owner: 'ann@example.tt',
      }),
    );
    await logInAs();
    const dialog = await screen.findByRole('dialog', { name: 'Verification' }, DIALOG_CHUNK);
    expect(called('users/sendemailverifycode')).toEqual([]);
    // The unused new pending session is revoked.
    await waitFor(() => expect(called('users/logout')[0]?.bearer).toBe('Bearer pending-new'));
    fireEvent.change(within(dialog).getByLabelText('Verification Code'), {
      target: { value: '654321' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(window.location.pathname).toBe('/user'));
    expect(called('users/phoneverify')[0]).toMatchObject({
      bearer: 'Bearer pending-old',
      body: { tempVerificationCodeId: 'code-0', sMSCode: '654321' },
    });
  });

  it('a stored code without its pending token (another tab) is not reused: a new send', async () => {
    localStorage.setItem(
      'yo.code.login',
      JSON.stringify({
        purpose: 'login',
        method: 'email',
        tempVerificationCodeId: 'code-0',
        phone: '18685551234',
        sentTo: 'ann@example.tt',
        expiresAt: Date.now() + 60_000,
        owner: 'ann@example.tt',
      }),
    );
    await logInAs();
    await screen.findByRole('dialog', { name: 'Verification' }, DIALOG_CHUNK);
    await waitFor(() => expect(called('users/sendemailverifycode')).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem('yo.code.login')!).tempVerificationCodeId).toBe(
      'code-1',
    );
  });
});

describe('Forgot Password (4.2, 5.2, 8)', () => {
  it.each([
    ['', 'Email can not be empty.'],
    ['ann@example', 'Invalid email. Please enter a valid email.'],
  ])('%j gives %j', async (text, message) => {
    await openLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' }, DIALOG_CHUNK);
    const email = within(dialog).getByLabelText(/^Email/);
    fireEvent.change(email, { target: { value: text } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(errorUnder(email)).toBe(message));
    expect(called('users/sendresetpassemail')).toEqual([]);
  });

  it('sends the link, closes and says where it went; a refusal stays in the dialog', async () => {
    answers['users/sendresetpassemail'] = () =>
      envelope(null, -1, 'Too many requests. Please wait a moment and try again.');
    const { email } = await openLogin();
    fireEvent.change(email, { target: { value: 'ann@example.tt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' }, DIALOG_CHUNK);
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('ann@example.tt');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
    answers['users/sendresetpassemail'] = () => envelope(null, 1, 'sent');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Password reset link has been sent to: ann@example.tt'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Forgot Password' })).toBeNull(),
    );
    expect(called('users/sendresetpassemail').at(-1)?.body).toBe('?email=ann%40example.tt');
  });
});

describe('/resetpassword (2.9, 5.5, 8)', () => {
  const RULE =
    'Password must contain minimum eight characters, at least one uppercase letter, one lowercase letter, one number and one special character.';

  async function openReset(path = '/resetpassword?ref=ref-1') {
    await renderAppAt(path);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Reset Password' },
      { timeout: 15_000 },
    );
    return {
      dialog,
      password: document.getElementById('reset-password') as HTMLInputElement,
      confirm: document.getElementById('reset-confirmPassword') as HTMLInputElement,
      submit: () => fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' })),
    };
  }

  it.each([
    ['', '', RULE, RULE],
    ['secret#123', 'secret#123', RULE, RULE],
    ['Secret#123', 'Secret#124', undefined, 'Password not matched! please try again.'],
  ])('%j / %j', async (first, second, passwordMessage, confirmMessage) => {
    const { password, confirm, submit } = await openReset();
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    fireEvent.change(password, { target: { value: first } });
    fireEvent.change(confirm, { target: { value: second } });
    submit();
    await waitFor(() => expect(errorUnder(confirm)).toBe(confirmMessage));
    expect(errorUnder(password)).toBe(passwordMessage);
    expect(called('users/verifyemailpass')).toEqual([]);
  });

  it.each([
    [
      'the server message',
      envelope(null, -1, 'This password reset link is invalid or has expired.'),
      'This password reset link is invalid or has expired.',
    ],
    ['no message', envelope(null, -1, null), 'Unable to reset password. Please try again later.'],
    [
      'a 500',
      new Response('{}', { status: 500 }),
      'Unable to reset password. Please try again later.',
    ],
  ])('a failure shows %s', async (_, answer, text) => {
    answers['users/verifyemailpass'] = () => answer.clone();
    const { dialog, password, confirm, submit } = await openReset();
    fireEvent.change(password, { target: { value: 'New Secret#1' } });
    fireEvent.change(confirm, { target: { value: 'NewSecret#1' } });
    submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(password).toHaveValue('NewSecret#1');
  });

  it('success posts the ref and the password, then /login with the notice', async () => {
    const { password, confirm, submit } = await openReset();
    fireEvent.change(password, { target: { value: 'NewSecret#1' } });
    fireEvent.change(confirm, { target: { value: 'NewSecret#1' } });
    submit();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await screen.findByText('Password successfully reset')).toBeInTheDocument();
    expect(called('users/verifyemailpass')[0]?.body).toEqual({
      ValidString: 'ref-1',
      Password: 'NewSecret#1',
    });
  });

  it('without a ref it says the link is incomplete and posts nothing', async () => {
    const { dialog } = await openReset('/resetpassword');
    expect(within(dialog).getByText('This link is incomplete')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});
