import { describe, expect, test } from 'vitest';
import {
  passkeyDeviceName,
  passkeyMails,
  passkeyMessages,
  passkeyName,
  validatePasskeyName,
} from '../src/index.js';

describe('passkeys (#34): names and their rule', () => {
  test.each([
    ['', 'Passkey'],
    ['   ', 'Passkey'],
    ['  Work laptop ', 'Work laptop'],
  ])('%j is kept as %j', (typed, kept) => {
    expect(passkeyName(typed)).toBe(kept);
  });

  test.each([
    ['x'.repeat(40), undefined],
    [` ${'x'.repeat(40)} `, undefined],
    ['x'.repeat(41), 'Name should be at most 40 characters'],
  ])('a name of %j', (typed, message) => {
    expect(validatePasskeyName(typed)).toBe(message);
  });

  test.each([
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15',
      'Safari on Mac',
    ],
    ['SomeBrowser/1.0 (Android)', 'Android'],
    ['curl/8.0', 'Passkey'],
  ])('a passkey made by %j is offered as %j', (userAgent, name) => {
    expect(passkeyDeviceName(userAgent)).toBe(name);
  });

  test('the texts with a value in them', () => {
    expect(passkeyMessages.added('27/11/2026')).toBe('Added 27/11/2026');
    expect(passkeyMessages.lastUsed('27/11/2026')).toBe('Last used 27/11/2026');
    expect(passkeyMessages.removeLabel('Phone')).toBe('Remove passkey Phone');
    expect(passkeyMessages.removeQuestion('Phone')).toBe(
      'Remove the passkey "Phone"? You will sign in with a code until you add another.',
    );
    expect(passkeyMails.added('Phone')).toEqual({
      subject: 'A passkey was added to your Yo account',
      body: 'A passkey named "Phone" was added to your Yo account. It can now be used to sign in.\n\nIf this was not you, sign in, remove it under Account > Passkeys and change your password.',
    });
    expect(passkeyMails.removed('Phone')).toEqual({
      subject: 'A passkey was removed from your Yo account',
      body: 'The passkey named "Phone" was removed from your Yo account and can no longer be used to sign in.\n\nIf this was not you, sign in and change your password.',
    });
  });
});
