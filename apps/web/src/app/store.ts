import { createStore } from 'jotai';

/**
 * The app's one jotai store: React reads it through the Provider, and code outside React (the
 * API client's session-expiry callback) writes to the same atoms.
 */
export const appStore = createStore();
