import { createApiClient, memoryStorage } from '@yo/domain';
import { sessionExpired } from './session';

/**
 * The one API client of the app: tokens in sessionStorage (spec 3), the anonymous token fetched
 * with the application's credentials (configurable per deployment through Vite env).
 */
export const api = createApiClient({
  baseUrl: typeof window === 'undefined' ? '/api/' : new URL('/api/', window.location.origin).href,
  storage: typeof sessionStorage === 'undefined' ? memoryStorage() : sessionStorage,
  // Spec 3: the user record in localStorage, the tokens in sessionStorage.
  ...(typeof localStorage === 'undefined' ? {} : { recordStorage: localStorage }),
  appCredentials: {
    username: import.meta.env.VITE_APP_CLIENT_ID ?? 'yo-web',
    password: import.meta.env.VITE_APP_CLIENT_SECRET ?? 'yo-web-local-secret',
  },
  // Spec 4.3: the session is already cleared; the alert shows on POSTs, then /login.
  onSessionExpired: (event) => sessionExpired(event.alert),
});
