/** The browser build only: the server build for prerendering has no pages or service worker. */
export const clientBuild = (_config: unknown, env: { command: string; isSsrBuild?: boolean }) =>
  env.command === 'build' && !env.isSsrBuild;
