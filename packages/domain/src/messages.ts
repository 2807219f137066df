/**
 * Every user-facing string of the product spec (sections 2, 4, 5, 8 and 9), verbatim.
 * Typos and odd punctuation are deliberate: the spec is the source of truth.
 * Strings with a value in them are functions. One module per area, so a page loads the texts
 * it shows and not the whole catalogue.
 */
export * from './messages/auth.js';
export * from './messages/contact.js';
export * from './messages/payment-forms.js';
export * from './messages/topup.js';
export * from './messages/account.js';
export * from './messages/errors.js';
export * from './messages/toasts.js';
export * from './messages/documents.js';
export * from './messages/screen-text.js';
export * from './messages/server.js';
export * from './messages/payment-progress.js';
export * from './messages/passkeys.js';
