// The sandbox (@yo/sandbox) in a process of its own, as the outside world is to a deployed API:
// the bench's API reaches it over HTTP and SMTP by the URLs in its settings, so the API's CPU is
// its own. Prints {base, smtpUrl, smsPath} as one JSON line once it listens; stops on SIGTERM.
import Fastify from 'fastify';
import { createSandbox } from '@yo/sandbox';

const sandbox = await createSandbox();
const server = Fastify();
await server.register(sandbox.plugin, { prefix: '/sandbox' });
await server.listen({ port: 0, host: '127.0.0.1' });
const { port } = server.server.address();
process.stdout.write(
  `${JSON.stringify({ base: `http://127.0.0.1:${port}/sandbox`, smtpUrl: sandbox.smtp.url, smsPath: sandbox.smsPath })}\n`,
);
process.once('SIGTERM', async () => {
  await server.close();
  await sandbox.close();
  process.exit(0);
});
