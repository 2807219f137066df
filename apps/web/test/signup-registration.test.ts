import type { CallResult, StoredCode } from '@yo/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  registerAndSignIn,
  registrationFailureText,
  sendRegistrationCode,
  verifyRegistrationCode,
  type SignupServices,
} from '../src/flows/signup';

/** Sign-up's calls (spec 4.5, 7, 8) with the API and session injected. */

const request = {
  firstName: 'Ann',
  lastName: 'Baptiste',
  email: 'ann@example.tt',
  phone: '18685551234',
  countryId: 1,
  password: 'Secret#123',
  referralCode: 'FRIEND-1',
  receivePromotions: true,
};

const sentCode = {
  twoFactor: true,
  timeoutDuration: 2,
  tempVerificationCodeId: 'code-1',
  phone: '18685551234',
};

function services(overrides: Partial<SignupServices> = {}) {
  return {
    countries: vi.fn(),
    sendEmailCode: vi.fn(async () => ({ ok: true, state: 1, msg: null, data: sentCode }) as const),
    sendSmsCode: vi.fn(async () => ({ ok: true, state: 1, msg: null, data: sentCode }) as const),
    verifyCode: vi.fn(async () => ({ ok: true, state: 1, msg: null, data: null }) as const),
    register: vi.fn(
      async () =>
        ({
          ok: true,
          state: 1,
          msg: 'Registration successful.',
          data: { token: 'user-token', phoneNumber: '18685551234' },
        }) as const,
    ),
    completeSignIn: vi.fn(async () => ({ ok: true }) as const),
    navigate: vi.fn(),
    notifyError: vi.fn(),
    ...overrides,
  } satisfies SignupServices;
}

const refused = (msg: string): CallResult<never> => ({
  ok: false,
  state: -1,
  reason: 'refused',
  msg,
  status: 200,
});

describe('asking for the code', () => {
  it('by email sends the email and the phone digits', async () => {
    const api = services();
    await sendRegistrationCode(api, 'email', { email: 'ann@example.tt', phone: '18685551234' });
    expect(api.sendEmailCode).toHaveBeenCalledWith({
      Email: 'ann@example.tt',
      Phone: '18685551234',
    });
  });

  it('by SMS sends the phone, with the email and phone to check', async () => {
    const api = services();
    await sendRegistrationCode(api, 'sms', { email: 'ann@example.tt', phone: '18685551234' });
    expect(api.sendSmsCode).toHaveBeenCalledWith({
      Phone: '18685551234',
      isVerify: false,
      email: 'ann@example.tt',
      phone: '18685551234',
    });
  });

  it('checks a code against the one that was sent', async () => {
    const api = services();
    const sent = { phone: '18685551234', tempVerificationCodeId: 'code-1' } as StoredCode;
    await verifyRegistrationCode(api, '123456', sent);
    expect(api.verifyCode).toHaveBeenCalledWith({
      phone: '18685551234',
      tempVerificationCodeId: 'code-1',
      sMSCode: '123456',
    });
  });
});

describe('registering after a right code', () => {
  it('registers, signs in with the token it answers and goes to /user', async () => {
    const api = services();
    expect(await registerAndSignIn(api, request)).toBeUndefined();
    expect(api.register).toHaveBeenCalledWith(request);
    expect(api.completeSignIn).toHaveBeenCalledWith('user-token');
    expect(api.navigate).toHaveBeenCalledWith('/user');
  });

  it("a refusal is the server's message, shown under the code field", async () => {
    const api = services({
      register: vi.fn(async () => refused('An account with this email address already exists.')),
    });
    expect(await registerAndSignIn(api, request)).toBe(
      'An account with this email address already exists.',
    );
    expect(api.completeSignIn).not.toHaveBeenCalled();
    expect(api.navigate).not.toHaveBeenCalled();
  });

  it.each<[string, CallResult<never>, string]>([
    [
      'a refusal without a message',
      refused(''),
      'Server communication error. Please try again later',
    ],
    [
      'an unreadable answer',
      {
        ok: false,
        state: -1,
        reason: 'unreadable',
        msg: 'An error has occurred. Please try back again later',
      },
      'Server communication error. Please try again later',
    ],
    [
      'an HTTP error without a message',
      { ok: false, state: -1, reason: 'http', msg: 'An error has occurred: 500', status: 500 },
      'Server communication error. Please try again later',
    ],
    [
      'an HTTP error with the server message',
      {
        ok: false,
        state: -1,
        reason: 'http',
        msg: 'An error has occurred: 429',
        status: 429,
        serverMsg: 'Too many requests. Please wait a moment and try again.',
      },
      'Too many requests. Please wait a moment and try again.',
    ],
  ])('%s: %j', async (_name, failure, text) => {
    if (failure.ok) throw new Error('a failure is expected');
    expect(registrationFailureText(failure)).toBe(text);
    expect(
      await registerAndSignIn(services({ register: vi.fn(async () => failure) }), request),
    ).toBe(text);
  });

  it('an account made whose details cannot be fetched: the message, then /login', async () => {
    const api = services({
      completeSignIn: vi.fn(
        async () => ({ ok: false, msg: 'An error has occurred: 500' }) as const,
      ),
    });
    expect(await registerAndSignIn(api, request)).toBeUndefined();
    expect(api.notifyError).toHaveBeenCalledWith('An error has occurred: 500');
    expect(api.navigate).toHaveBeenCalledWith('/login');
  });
});
