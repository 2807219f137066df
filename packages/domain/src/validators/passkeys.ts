import { passkeyMessages } from '../messages/passkeys.js';

export const PASSKEY_NAME_MAX_LENGTH = 40;

/** A passkey's name as kept: trimmed, or the default when empty. */
export function passkeyName(typed: string): string {
  return typed.trim() === '' ? passkeyMessages.defaultName : typed.trim();
}

/** The name's rule: the message to show, or undefined when it may be kept. */
export function validatePasskeyName(typed: string): string | undefined {
  return typed.trim().length > PASSKEY_NAME_MAX_LENGTH ? passkeyMessages.nameTooLong : undefined;
}

const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iPhone'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** The name a new passkey is offered by default: the device it is made on ("Chrome on Android"). */
export function passkeyDeviceName(userAgent: string): string {
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? passkeyMessages.defaultName;
}
