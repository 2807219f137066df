/**
 * Customers for the browser tests, made through the real API over HTTP (the same calls the app
 * makes), with codes read from the sandbox's inbox (`/sandbox/api/messages?to=`).
 */

let sequence = 0;

/** A unique valid person: email, 11-digit Trinidad and Tobago mobile, a password that passes 5.4. */
export function newPerson() {
  sequence += 1;
  const unique = `${process.pid % 1000}${sequence}${Math.floor(Math.random() * 1000)}`
    .slice(-7)
    .padStart(7, '0');
  return {
    firstName: 'Ann-Marie',
    lastName: "O'Brien",
    email: `ann.${unique}@example.tt`,
    phone: `1868${unique}`,
    password: 'Secret#123',
    countryId: 1,
    referralCode: 'FRIEND-1',
    receivePromotions: true,
  };
}
export type Person = ReturnType<typeof newPerson>;

interface Envelope {
  state: number;
  msg: string | null;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function post(baseUrl: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body ?? {}),
  });
  return (await response.json()) as Envelope;
}

function expectState1(answer: Envelope, what: string): Envelope {
  if (answer.state !== 1) throw new Error(`${what}: ${JSON.stringify(answer)}`);
  return answer;
}

interface InboxMessage {
  to: string;
  subject?: string;
  body: string;
  receivedAt: string;
}

/** The messages the sandbox received for `to`, newest first. */
export async function inbox(baseUrl: string, to: string): Promise<InboxMessage[]> {
  const response = await fetch(`${baseUrl}/sandbox/api/messages?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as InboxMessage[] | { messages: InboxMessage[] };
  return Array.isArray(body) ? body : body.messages;
}

/**
 * Waits for a message to `to` that was not there in `before` (the inbox read just before the
 * request), and returns it. Comparing messages, not clocks.
 */
export async function nextMessage(
  baseUrl: string,
  to: string,
  before: InboxMessage[],
  timeoutMs = 15_000,
): Promise<InboxMessage> {
  const seen = new Set(before.map((m) => `${m.receivedAt}|${m.body}`));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const fresh = (await inbox(baseUrl, to)).find((m) => !seen.has(`${m.receivedAt}|${m.body}`));
    if (fresh) return fresh;
    if (Date.now() > deadline) throw new Error(`no new message reached ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The 6-digit code in a message. */
export function codeIn(message: InboxMessage): string {
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in: ${message.body}`);
  return code;
}

/** The link in a message (the password-reset mail). */
export function linkIn(message: InboxMessage): string {
  const link = /https?:\/\/\S+/.exec(message.body)?.[0];
  if (!link) throw new Error(`no link in: ${message.body}`);
  return link;
}

export async function anonymousToken(baseUrl: string): Promise<string> {
  const answer = await post(baseUrl, 'users/authenticateAPI', {
    username: 'yo-web',
    password: 'yo-web-local-secret',
  });
  return expectState1(answer, 'users/authenticateAPI').data.token as string;
}

/** Registers a customer through the real flow (email code) and returns its user token. */
export async function registerCustomer(baseUrl: string, person: Person = newPerson()) {
  const anonymous = await anonymousToken(baseUrl);
  const before = await inbox(baseUrl, person.email);
  const sent = expectState1(
    await post(
      baseUrl,
      'users/sendemailverifycode',
      { Email: person.email, Phone: person.phone },
      anonymous,
    ),
    'users/sendemailverifycode',
  );
  const code = codeIn(await nextMessage(baseUrl, person.email, before));
  expectState1(
    await post(
      baseUrl,
      'users/phoneverify',
      {
        phone: person.phone,
        tempVerificationCodeId: sent.data.tempVerificationCodeId,
        sMSCode: code,
      },
      anonymous,
    ),
    'users/phoneverify',
  );
  const registered = expectState1(
    await post(baseUrl, 'users/register', person, anonymous),
    'users/register',
  );
  return { person, token: registered.data.token as string };
}

/** Password, then the emailed code: a user token for an existing customer. */
export async function signInOverApi(baseUrl: string, email: string, password: string) {
  const anonymous = await anonymousToken(baseUrl);
  const first = expectState1(
    await post(baseUrl, 'users/authenticate', { username: email, password }, anonymous),
    'users/authenticate',
  );
  const pending = first.data.token as string;
  const phone = first.data.phoneNumber as string;
  const before = await inbox(baseUrl, email);
  const sent = expectState1(
    await post(baseUrl, 'users/sendemailverifycode', { Email: email, Phone: phone }, pending),
    'users/sendemailverifycode',
  );
  const code = codeIn(await nextMessage(baseUrl, email, before));
  const second = expectState1(
    await post(
      baseUrl,
      'users/phoneverify',
      { phone, tempVerificationCodeId: sent.data.tempVerificationCodeId, sMSCode: code },
      pending,
    ),
    'users/phoneverify',
  );
  return { token: second.data.token as string, phone };
}

/** The demo customer (GET /sandbox/api/demo-customer), signed in over the API. */
export async function signInDemoCustomer(
  baseUrl: string,
): Promise<{ person: Person; token: string }> {
  const { email, password } = (await (
    await fetch(`${baseUrl}/sandbox/api/demo-customer`)
  ).json()) as { email: string; password: string };
  const { token, phone } = await signInOverApi(baseUrl, email, password);
  const person = { ...newPerson(), firstName: 'Demo', lastName: 'Customer', email, phone };
  return { person, token };
}

/** The customer a user token names: its JWT subject. */
export function customerIdOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return Number(payload.sub);
}

/**
 * A page script that puts a signed-in session into sessionStorage before the app starts, as
 * the app stores it after a login (spec 3): the user token in sessionStorage, the user record in
 * localStorage. It runs once per tab, so a later log out is not undone by the next page load.
 */
export function sessionInitScript(token: string, person: Person) {
  const user = {
    customerId: customerIdOf(token),
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phoneNumber: person.phone,
  };
  return `if (!sessionStorage.getItem('e2e.seeded')) {
  sessionStorage.setItem('e2e.seeded', '1');
  sessionStorage.setItem('yo.userToken', ${JSON.stringify(JSON.stringify({ token }))});
  localStorage.setItem('yo.user', ${JSON.stringify(JSON.stringify(user))});
}`;
}
