import { PRODUCT_NAME } from '../constants.js';

/**
 * Passkeys (issue #34): a phishing-resistant second step and a one-touch sign-in. The spec words
 * none of this, so these texts are Yo's own.
 */
export const passkeyMessages = {
  // The account page's section.
  sectionTitle: 'Passkeys',
  /** Why a passkey is safer than a text message, in one sentence (the account page). */
  whySafer: `A passkey is safer than a code by text message: it only works on ${PRODUCT_NAME}'s own site, so it cannot be phished, and it stays on your device, so it cannot be taken by moving your number to another SIM.`,
  none: 'No passkeys yet.',
  add: 'Add a passkey',
  adding: 'Adding your passkey…',
  nameLabel: 'Name',
  added: (date: string) => `Added ${date}`,
  lastUsed: (date: string) => `Last used ${date}`,
  neverUsed: 'Not used yet',
  remove: 'Remove',
  removeLabel: (name: string) => `Remove passkey ${name}`,
  removeTitle: 'Remove Passkey',
  removeQuestion: (name: string) =>
    `Remove the passkey "${name}"? You will sign in with a code until you add another.`,
  confirmTitle: 'Confirm it is you',
  addedToast: 'Passkey added.',
  removedToast: 'Passkey removed.',
  /** The name a passkey gets when the customer gives none. */
  defaultName: 'Passkey',
  nameTooLong: 'Name should be at most 40 characters',
  // Signing in with one.
  usePasskey: 'Use your passkey',
  usePasskeyTitle: 'Sign in with your passkey',
  usePasskeyLead: 'Use the fingerprint, face or screen lock of this device.',
  tryAnotherWay: 'Try Another Way',
  signInWithPasskey: 'Sign in with a passkey',
  waiting: 'Waiting for your passkey…',
  // A ceremony that did not succeed: said plainly, the code path stays open.
  cancelled: 'The passkey request was cancelled or timed out. Try again, or use a code instead.',
  failed: 'Your passkey could not be used. Try again, or use a code instead.',
  unsupported: 'This browser cannot use passkeys. Use a code instead.',
} as const;

/** What the API answers about passkeys (in `msg`). */
export const passkeyServerMessages = {
  freshCodeNeeded: 'Please confirm it is you with a code before adding a passkey.',
  challengeInvalid: 'This passkey request has expired or was already used. Please try again.',
  notVerified: 'Your passkey could not be verified. Please try again or use a code.',
  unknownPasskey: `This passkey is not registered with ${PRODUCT_NAME}. Please sign in with your password.`,
  alreadyRegistered: 'This passkey is already added to an account.',
  notFound: 'This passkey was not found on your account.',
} as const;

/** The mails a customer gets when a passkey is added to or removed from the account. */
export const passkeyMails = {
  added: (name: string) => ({
    subject: `A passkey was added to your ${PRODUCT_NAME} account`,
    body: [
      `A passkey named "${name}" was added to your ${PRODUCT_NAME} account. It can now be used to sign in.`,
      '',
      'If this was not you, sign in, remove it under Account > Passkeys and change your password.',
    ].join('\n'),
  }),
  removed: (name: string) => ({
    subject: `A passkey was removed from your ${PRODUCT_NAME} account`,
    body: [
      `The passkey named "${name}" was removed from your ${PRODUCT_NAME} account and can no longer be used to sign in.`,
      '',
      'If this was not you, sign in and change your password.',
    ].join('\n'),
  }),
} as const;
