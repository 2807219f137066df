/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_CLIENT_ID?: string;
  readonly VITE_APP_CLIENT_SECRET?: string;
  /** A self-hosted analytics script, loaded after cookie consent; none by default. */
  readonly VITE_ANALYTICS_URL?: string;
}
