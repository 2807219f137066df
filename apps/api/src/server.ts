import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const startedAt = performance.now();
const config = loadConfig();
// `pnpm start` is the one-machine demo: with the sandbox on, it has a demo customer to log in as.
const { server } = await buildApp(config, { demoCustomer: true });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  server.log.info({ signal }, 'shutting down');
  await server.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await server.listen({ port: config.port, host: config.host });
  server.log.info({ readyInMs: Math.round(performance.now() - startedAt) }, 'Yo is ready');
} catch (error) {
  server.log.error({ err: error }, 'could not start');
  process.exit(1);
}
