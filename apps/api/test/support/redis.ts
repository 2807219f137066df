import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';

/** Whether a redis-server can be started here (the tests that need their own skip otherwise). */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}

/** A redis-server of the test's own on `port` (no persistence), once it answers. */
export async function startRedisServer(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const client = new Redis(`redis://127.0.0.1:${port}`, {
    lazyConnect: true,
    retryStrategy: () => 50,
  });
  // Refused connections are expected while redis-server starts.
  client.on('error', () => undefined);
  for (let i = 0; i < 100; i += 1) {
    try {
      await client.connect();
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await client.quit();
  return child;
}
