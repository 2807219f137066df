import {
  act,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import {
  CodeStore,
  memoryStorage,
  type CallResult,
  type CodeMethod,
  type StoredCode,
  type VerificationCode,
} from '@yo/domain';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  CodeDialog,
  closedVerification,
  useVerification,
  verificationStep,
  type UseVerificationOptions,
  type VerificationCommand,
  type VerificationEvent,
  type VerificationPorts,
  type VerificationState,
} from '../src/flows/verification';

const OWNER = 'alex@example.com';
const PHONE = '18685550123';
const T0 = Date.parse('2026-11-22T12:00:00Z');

const codeData = (overrides: Partial<VerificationCode> = {}): VerificationCode => ({
  twoFactor: true,
  timeoutDuration: 2,
  tempVerificationCodeId: 'code-1',
  phone: PHONE,
  ...overrides,
});
const ok = <T,>(data: T): CallResult<T> => ({ ok: true, state: 1, msg: null, data });
const refused = (msg: string): CallResult<never> => ({
  ok: false,
  state: -1,
  reason: 'refused',
  msg,
  status: 200,
});
const httpFailure: CallResult<never> = {
  ok: false,
  state: -1,
  reason: 'http',
  msg: 'An error has occurred: 500',
  status: 500,
};

function stored(overrides: Partial<StoredCode> = {}): StoredCode {
  return {
    purpose: 'login',
    method: 'email',
    tempVerificationCodeId: 'code-1',
    phone: PHONE,
    sentTo: OWNER,
    expiresAt: T0 + 120_000,
    owner: OWNER,
    ...overrides,
  };
}

/** A deferred promise, to hold a call open. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

// ---------------------------------------------------------------------------------------------
// The state machine
// ---------------------------------------------------------------------------------------------

const atCode: VerificationState = {
  ...closedVerification,
  step: 'code',
  method: 'email',
  sent: stored(),
};
const sending: VerificationState = { ...atCode, sending: true };
const verifying: VerificationState = { ...atCode, code: '123456', verifying: true };

interface Row {
  name: string;
  from: VerificationState;
  event: VerificationEvent;
  to: Partial<VerificationState>;
  commands?: VerificationCommand[];
}

const rows: Row[] = [
  {
    name: 'reuse opens the code step with the stored code, sending nothing',
    from: closedVerification,
    event: { type: 'reuse', sent: stored({ method: 'sms', sentTo: PHONE }) },
    to: { step: 'code', method: 'sms', sent: stored({ method: 'sms', sentTo: PHONE }) },
    commands: [],
  },
  {
    name: 'open with a method sends by it (the dialog opens once sent)',
    from: closedVerification,
    event: { type: 'open', method: 'email' },
    to: { step: 'closed', method: 'email', sending: true },
    commands: [{ type: 'send', method: 'email', resend: false }],
  },
  {
    name: 'open with no method shows the choice',
    from: closedVerification,
    event: { type: 'open', method: null },
    to: { step: 'choose', method: null, sending: false },
    commands: [],
  },
  {
    name: 'choose sends by the method chosen',
    from: { ...closedVerification, step: 'choose', notice: 'Refused.' },
    event: { type: 'choose', method: 'sms' },
    to: { step: 'choose', method: 'sms', sending: true, notice: undefined },
    commands: [{ type: 'send', method: 'sms', resend: false }],
  },
  {
    name: 'choose while a send runs does nothing',
    from: { ...closedVerification, step: 'choose', sending: true, method: 'email' },
    event: { type: 'choose', method: 'sms' },
    to: { method: 'email', sending: true },
    commands: [],
  },
  {
    name: 'sent opens the code step with an empty field',
    from: { ...closedVerification, method: 'email', sending: true },
    event: { type: 'sent', sent: stored(), resend: false },
    to: { step: 'code', sent: stored(), code: '', sending: false },
    commands: [],
  },
  {
    name: 'a resent SMS code shows the 10 s info toast of section 8',
    from: { ...atCode, method: 'sms', sending: true },
    event: { type: 'sent', sent: stored({ method: 'sms', sentTo: PHONE }), resend: true },
    to: { step: 'code', sending: false },
    commands: [
      {
        type: 'notify',
        tone: 'info',
        message: 'A SMS verification code has been sent to: +1(868) 555-0123',
        timeoutMs: 10_000,
      },
    ],
  },
  {
    name: 'a resent email code shows its toast',
    from: sending,
    event: { type: 'sent', sent: stored(), resend: true },
    to: { sending: false },
    commands: [
      {
        type: 'notify',
        tone: 'info',
        message: 'A email verification code has been sent to: alex@example.com',
        timeoutMs: 10_000,
      },
    ],
  },
  {
    name: 'a late answer after closing is ignored',
    from: closedVerification,
    event: { type: 'sent', sent: stored(), resend: false },
    to: closedVerification,
    commands: [],
  },
  {
    name: 'a refused send before the dialog opened opens the choice with the server text',
    from: { ...closedVerification, method: 'email', sending: true },
    event: { type: 'sendRefused', message: 'Your account is locked.' },
    to: { step: 'choose', sending: false, notice: 'Your account is locked.' },
  },
  {
    name: 'a refused send without a text says Server communication error',
    from: sending,
    event: { type: 'sendRefused', message: '' },
    to: { step: 'code', notice: 'Server communication error. Please try again later' },
  },
  {
    name: 'a failed send shows the 30 s error toast',
    from: sending,
    event: { type: 'sendFailed' },
    to: { step: 'code', sending: false },
    commands: [
      {
        type: 'notify',
        tone: 'error',
        message: 'There was an issue sending the OTP code',
        timeoutMs: 30_000,
      },
    ],
  },
  {
    name: 'resend sends again by the current method and empties the field',
    from: { ...atCode, code: '12', error: 'The verification code is incorrect.' },
    event: { type: 'resend' },
    to: { sending: true, code: '', error: undefined },
    commands: [{ type: 'send', method: 'email', resend: true }],
  },
  {
    name: 'resend while verifying does nothing',
    from: verifying,
    event: { type: 'resend' },
    to: { verifying: true, sending: false },
    commands: [],
  },
  {
    name: 'Try Another Way goes back to the choice',
    from: { ...atCode, code: '12', error: 'Please complete the OTP' },
    event: { type: 'tryAnotherWay' },
    to: { step: 'choose', code: '', error: undefined, method: 'email' },
  },
  {
    name: 'typing keeps the digits and clears the error',
    from: { ...atCode, error: 'Please complete the OTP' },
    event: { type: 'edit', code: '1234' },
    to: { code: '1234', error: undefined },
  },
  {
    name: 'typing while verifying is ignored',
    from: verifying,
    event: { type: 'edit', code: '1' },
    to: { code: '123456' },
  },
  {
    name: "submit of a code with a letter: 'OTP should be number only.'",
    from: { ...atCode, code: '12a456' },
    event: { type: 'submit', now: T0 },
    to: { error: 'OTP should be number only.', verifying: false },
    commands: [],
  },
  {
    name: "submit of a short code: 'Please complete the OTP'",
    from: { ...atCode, code: '123' },
    event: { type: 'submit', now: T0 },
    to: { error: 'Please complete the OTP', verifying: false },
    commands: [],
  },
  {
    name: "submit of nothing: 'Please complete the OTP'",
    from: atCode,
    event: { type: 'submit', now: T0 },
    to: { error: 'Please complete the OTP' },
    commands: [],
  },
  {
    name: 'submit of six digits verifies them with the code in flight',
    from: { ...atCode, code: '123456' },
    event: { type: 'submit', now: T0 },
    to: { verifying: true, error: undefined },
    commands: [{ type: 'verify', code: '123456', sent: stored() }],
  },
  {
    name: 'submit after the code expired does nothing',
    from: { ...atCode, code: '123456' },
    event: { type: 'submit', now: T0 + 120_000 },
    to: { verifying: false },
    commands: [],
  },
  {
    name: 'a second submit while verifying does nothing',
    from: verifying,
    event: { type: 'submit', now: T0 },
    to: { verifying: true },
    commands: [],
  },
  {
    name: 'a refused code shows the server text and empties the field',
    from: verifying,
    event: { type: 'verifyRefused', message: 'The verification code is incorrect.' },
    to: { verifying: false, code: '', error: 'The verification code is incorrect.', step: 'code' },
  },
  {
    name: 'a failed finish shows its text under the field',
    from: verifying,
    event: { type: 'finishFailed', message: 'This email is already registered.' },
    to: { verifying: false, error: 'This email is already registered.', step: 'code' },
  },
  {
    name: 'verified closes the dialog',
    from: verifying,
    event: { type: 'verified' },
    to: closedVerification,
  },
  {
    name: 'close closes and forgets, whatever runs',
    from: verifying,
    event: { type: 'close' },
    to: closedVerification,
  },
];

describe('the verification state machine', () => {
  it.each(rows)('$name', ({ from, event, to, commands }) => {
    const next = verificationStep(from, event);
    expect(next.state).toMatchObject(to);
    if (commands) expect(next.commands).toEqual(commands);
  });
});

// ---------------------------------------------------------------------------------------------
// The hook, with fake ports
// ---------------------------------------------------------------------------------------------

/** The hook's options with fakes; `clock: 'real'` for the dialog, whose countdown reads Date.now. */
function setup(
  overrides: Partial<UseVerificationOptions<{ token: string }>> = {},
  clock: 'fake' | 'real' = 'fake',
) {
  let now = T0;
  const read = () => (clock === 'real' ? Date.now() : now);
  const codes = new CodeStore(memoryStorage(), read);
  const ports: VerificationPorts = { codes, notify: vi.fn(), now: read };
  const send = vi.fn(async (_method: CodeMethod) => ok(codeData()));
  const verify = vi.fn(async (_code: string, _sent: StoredCode) => ok({ token: 'user-token' }));
  const onVerified = vi.fn(async () => undefined as string | undefined);
  const options: UseVerificationOptions<{ token: string }> = {
    purpose: 'login',
    owner: OWNER,
    destinations: { email: OWNER, sms: PHONE },
    send,
    verify,
    onVerified,
    ports,
    ...overrides,
  };
  const hook = renderHook(() => useVerification(options));
  const state = () => hook.result.current.state;
  const run = (fn: (v: typeof hook.result.current) => Promise<void> | void) =>
    act(async () => {
      await fn(hook.result.current);
    });
  const typeAndSubmit = async (code: string) => {
    await run((v) => v.send({ type: 'edit', code }));
    await run((v) => v.submit());
  };
  return {
    hook,
    state,
    run,
    typeAndSubmit,
    codes,
    ports,
    send: (overrides.send ?? send) as typeof send,
    verify: (overrides.verify ?? verify) as typeof verify,
    onVerified: (overrides.onVerified ?? onVerified) as typeof onVerified,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('useVerification', () => {
  it('reuses an unexpired stored code without sending', async () => {
    const t = setup();
    const kept = t.codes.save(
      'login',
      'sms',
      OWNER,
      PHONE,
      codeData({ tempVerificationCodeId: 'kept' }),
    );
    t.advance(60_000);
    await t.run((v) => v.start('email'));
    expect(t.send).not.toHaveBeenCalled();
    expect(t.state()).toMatchObject({ step: 'code', method: 'sms', sent: kept });
  });

  it('does not reuse an expired code, nor another customer’s', async () => {
    const t = setup();
    t.codes.save('login', 'email', 'someone@example.com', 'someone@example.com', codeData());
    await t.run((v) => v.start('email'));
    expect(t.send).toHaveBeenCalledTimes(1);
    t.codes.save('login', 'email', OWNER, OWNER, codeData());
    t.advance(120_000);
    await t.run((v) => v.start('email'));
    expect(t.send).toHaveBeenCalledTimes(2);
  });

  it('sends by email at once when email is preset, and opens on the code', async () => {
    const held = deferred<CallResult<VerificationCode>>();
    const t = setup({ send: vi.fn(() => held.promise) });
    let started!: Promise<void>;
    act(() => {
      started = t.hook.result.current.start('email');
    });
    expect(t.send).toHaveBeenCalledWith('email');
    expect(t.state()).toMatchObject({ step: 'closed', sending: true });
    await act(async () => {
      held.resolve(ok(codeData({ timeoutDuration: 5 })));
      await started;
    });
    expect(t.state()).toMatchObject({ step: 'code', method: 'email', sending: false });
    // The server's timeoutDuration (minutes) sets the countdown; the code is stored.
    expect(t.state().sent).toMatchObject({ sentTo: OWNER, expiresAt: T0 + 300_000 });
    expect(t.codes.unexpired('login', OWNER)).toEqual(t.state().sent);
    expect(t.ports.notify).not.toHaveBeenCalled();
  });

  it('shows the method choice when no method is given, then sends by the one chosen', async () => {
    const t = setup();
    await t.run((v) => v.start(null));
    expect(t.state().step).toBe('choose');
    expect(t.send).not.toHaveBeenCalled();
    await t.run((v) => v.send({ type: 'choose', method: 'sms' }));
    expect(t.send).toHaveBeenCalledWith('sms');
    expect(t.state()).toMatchObject({ step: 'code', method: 'sms' });
    expect(t.state().sent).toMatchObject({ method: 'sms', sentTo: PHONE });
  });

  it('shows the server’s message under the field for a wrong code', async () => {
    const t = setup({ verify: vi.fn(async () => refused('The verification code is incorrect.')) });
    await t.run((v) => v.start('email'));
    await t.typeAndSubmit('111111');
    expect(t.verify).toHaveBeenCalledWith('111111', t.state().sent);
    expect(t.state()).toMatchObject({
      step: 'code',
      verifying: false,
      code: '',
      error: 'The verification code is incorrect.',
    });
    expect(t.onVerified).not.toHaveBeenCalled();
    // The stored code is kept for the next try.
    expect(t.codes.unexpired('login', OWNER)).toBeDefined();
  });

  it.each([
    ['12a456', 'OTP should be number only.'],
    ['123', 'Please complete the OTP'],
    ['', 'Please complete the OTP'],
  ])('checks %j locally: %s', async (code, message) => {
    const t = setup();
    await t.run((v) => v.start('email'));
    await t.typeAndSubmit(code);
    expect(t.state().error).toBe(message);
    expect(t.verify).not.toHaveBeenCalled();
  });

  it('resend restarts the full countdown and shows the exact toast', async () => {
    const t = setup();
    await t.run((v) => v.start(null));
    await t.run((v) => v.send({ type: 'choose', method: 'sms' }));
    t.advance(125_000);
    await t.run((v) => v.send({ type: 'resend' }));
    expect(t.send).toHaveBeenLastCalledWith('sms');
    expect(t.state().sent?.expiresAt).toBe(T0 + 125_000 + 120_000);
    expect(t.ports.notify).toHaveBeenCalledWith(
      'info',
      'A SMS verification code has been sent to: +1(868) 555-0123',
      10_000,
    );
  });

  it('resend by email shows the email toast', async () => {
    const t = setup();
    await t.run((v) => v.start('email'));
    await t.run((v) => v.send({ type: 'resend' }));
    expect(t.ports.notify).toHaveBeenCalledWith(
      'info',
      'A email verification code has been sent to: alex@example.com',
      10_000,
    );
  });

  it('shows the server’s message when it refuses the send', async () => {
    const t = setup({ send: vi.fn(async () => refused('The phone number is not valid.')) });
    await t.run((v) => v.start('email'));
    expect(t.state()).toMatchObject({
      step: 'choose',
      notice: 'The phone number is not valid.',
      sending: false,
    });
    expect(t.ports.notify).not.toHaveBeenCalled();
  });

  it.each([
    ['an HTTP error', async () => httpFailure],
    [
      'a network error',
      async (): Promise<CallResult<VerificationCode>> => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('shows the error toast when the send fails with %s', async (_name, failing) => {
    const t = setup({ send: vi.fn(failing) });
    await t.run((v) => v.start('email'));
    expect(t.ports.notify).toHaveBeenCalledWith(
      'error',
      'There was an issue sending the OTP code',
      30_000,
    );
    expect(t.state()).toMatchObject({ step: 'closed', sending: false });
  });

  it('a right code clears the stored code, then calls onVerified, then closes', async () => {
    const t = setup();
    let storedWhenFinishing: StoredCode | undefined = stored();
    t.onVerified.mockImplementation(async () => {
      storedWhenFinishing = t.codes.unexpired('login', OWNER);
      return undefined;
    });
    await t.run((v) => v.start('email'));
    const sent = t.state().sent;
    await t.typeAndSubmit('123456');
    expect(t.onVerified).toHaveBeenCalledWith({ token: 'user-token' }, sent);
    expect(storedWhenFinishing).toBeUndefined();
    expect(t.state()).toEqual(closedVerification);
  });

  it('shows the error onVerified returns under the field', async () => {
    const t = setup({ onVerified: vi.fn(async () => 'This email is already registered.') });
    await t.run((v) => v.start('email'));
    await t.typeAndSubmit('123456');
    expect(t.state()).toMatchObject({
      step: 'code',
      verifying: false,
      error: 'This email is already registered.',
    });
  });

  it('verifies once while a check runs', async () => {
    const held = deferred<CallResult<{ token: string }>>();
    const t = setup({ verify: vi.fn(() => held.promise) });
    await t.run((v) => v.start('email'));
    await t.run((v) => v.send({ type: 'edit', code: '123456' }));
    act(() => {
      void t.hook.result.current.submit();
      void t.hook.result.current.submit();
    });
    await t.run((v) => v.submit());
    expect(t.verify).toHaveBeenCalledTimes(1);
    expect(t.state().verifying).toBe(true);
    await act(async () => held.resolve(ok({ token: 'user-token' })));
    await waitFor(() => expect(t.onVerified).toHaveBeenCalledTimes(1));
  });

  it('ignores a check that answers after the dialog was closed', async () => {
    const held = deferred<CallResult<{ token: string }>>();
    const t = setup({ verify: vi.fn(() => held.promise) });
    await t.run((v) => v.start('email'));
    await t.run((v) => v.send({ type: 'edit', code: '123456' }));
    act(() => {
      void t.hook.result.current.submit();
    });
    act(() => t.hook.result.current.close());
    await act(async () => held.resolve(ok({ token: 'user-token' })));
    expect(t.onVerified).not.toHaveBeenCalled();
    expect(t.state()).toEqual(closedVerification);
  });

  it('does not check a code after it expired', async () => {
    const t = setup();
    await t.run((v) => v.start('email'));
    await t.run((v) => v.send({ type: 'edit', code: '123456' }));
    t.advance(120_000);
    await t.run((v) => v.submit());
    expect(t.verify).not.toHaveBeenCalled();
  });
});

// ---------------------------------------------------------------------------------------------
// CodeDialog: the state on screen
// ---------------------------------------------------------------------------------------------

function Harness(props: {
  options: UseVerificationOptions<{ token: string }>;
  method: CodeMethod | null;
}) {
  const verification = useVerification(props.options);
  const { start } = verification;
  useEffect(() => {
    void start(props.method);
  }, [start, props.method]);
  return <CodeDialog verification={verification} />;
}

describe('CodeDialog', () => {
  it('shows the choice with where each method sends, then the code screen', async () => {
    const t = setup({}, 'real');
    render(<Harness options={optionsOf(t)} method={null} />);
    const dialog = await screen.findByRole('dialog', { name: 'Verification' });
    expect(within(dialog).getByRole('radio', { name: 'Email alex@example.com' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'SMS +1(868) 555-0123' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: /SMS/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const field = await within(dialog).findByRole('textbox', { name: 'Verification Code' });
    expect(dialog).toHaveTextContent('Enter the 6-digit code sent by SMS to +1(868) 555-0123.');
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('shows a wrong code’s server message under the field', async () => {
    const t = setup(
      { verify: vi.fn(async () => refused('The verification code is incorrect.')) },
      'real',
    );
    render(<Harness options={optionsOf(t)} method="email" />);
    const field = await screen.findByRole('textbox', { name: 'Verification Code' });
    fireEvent.change(field, { target: { value: '111111' } });
    expect(field).toHaveValue('1 1 1 1 1 1');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Error: The verification code is incorrect.'),
    );
    expect(t.verify).toHaveBeenCalledWith('111111', expect.objectContaining({ owner: OWNER }));
  });

  it('shows a refused send in an alert inside the dialog', async () => {
    const t = setup({ send: vi.fn(async () => refused('')) }, 'real');
    render(<Harness options={optionsOf(t)} method="email" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server communication error. Please try again later');
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toBe(alert);
  });
});

function optionsOf(t: ReturnType<typeof setup>): UseVerificationOptions<{ token: string }> {
  return {
    purpose: 'login',
    owner: OWNER,
    destinations: { email: OWNER, sms: PHONE },
    send: t.send,
    verify: t.verify,
    onVerified: t.onVerified,
    ports: t.ports,
  };
}
