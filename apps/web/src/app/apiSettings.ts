import { memoryStorage } from '@yo/domain';

/**
 * Where the app's API calls go and where their tokens live (spec 3: tokens in sessionStorage,
 * the user record in localStorage), with the application's credentials for the anonymous token
 * (configurable per deployment through Vite env). Shared by the API client and the public pages'
 * banner fetch, which must find the same anonymous token.
 */
export const apiSettings = {
  baseUrl: typeof window === 'undefined' ? '/api/' : new URL('/api/', window.location.origin).href,
  storage: typeof sessionStorage === 'undefined' ? memoryStorage() : sessionStorage,
  ...(typeof localStorage === 'undefined' ? {} : { recordStorage: localStorage }),
  appCredentials: {
    username: import.meta.env.VITE_APP_CLIENT_ID ?? 'yo-web',
    password: import.meta.env.VITE_APP_CLIENT_SECRET ?? 'yo-web-local-secret',
  },
};
