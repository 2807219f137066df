import { buildApp } from './app.js';
import { deploymentProblems, loadConfig, type Config } from './config.js';
import { defaultOutsideWorld } from './outside-world.js';

const startedAt = performance.now();

function refuseToStart(reasons: string[]): never {
  process.stderr.write(
    `Yo will not start: ${reasons.length === 1 ? reasons[0] : `\n  - ${reasons.join('\n  - ')}`}\n`,
  );
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  refuseToStart([(error as Error).message]);
}

if (!config.demo) {
  // The sandbox's published pair is compared only if the package happens to be installed.
  const sandboxCredentials = await import('@yo/sandbox')
    .then((sandbox) => sandbox.SANDBOX_POWERTRANZ_CREDENTIALS)
    .catch(() => null);
  const problems = deploymentProblems(config, sandboxCredentials);
  if (problems.length > 0) {
    refuseToStart([
      ...problems,
      'NODE_ENV=production is a deployment; DEMO=on (as `pnpm start` sets) runs the one-machine demo with the sandbox instead',
    ]);
  }
}

// `pnpm start` is the one-machine demo: with the sandbox on, it has a demo customer to log in as.
const { server } = await buildApp(config, {
  outsideWorld: await defaultOutsideWorld(config, {
    persistPanTokens: !config.databaseUrl && !config.dataDir.startsWith('memory:'),
  }),
  demoCustomer: config.demo,
});

if (config.demo) {
  server.log.warn(
    config.sandbox
      ? 'Demo (DEMO=on or not production): the sandbox stands in for the card gateway, payee directory, mail and SMS, served at /sandbox. Not a deployment.'
      : 'Demo (DEMO=on or not production) with SANDBOX=off: no simulators, the configured services only.',
  );
  if (!config.publicUrl) {
    server.log.warn(
      `PUBLIC_URL is not set: links in mail point to http://localhost:${config.port} (the demo's default).`,
    );
  }
}

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
