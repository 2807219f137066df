// Builds Storybook, serves the static build on a free local port, and runs @storybook/test-runner
// against it: every story's play function, axe, and the `vrt` screenshots.
// `--update` refreshes the screenshot baselines; `--no-build` reuses storybook-static.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// STORYBOOK_OUT lets several people build and test at once without sharing one output folder.
const staticDir = process.env.STORYBOOK_OUT ?? join(root, 'storybook-static');
const args = process.argv.slice(2);
const update = args.includes('--update');
const passThrough = args.filter((a) => a !== '--update' && a !== '--no-build');

function run(command, commandArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

if (!args.includes('--no-build') || !existsSync(staticDir)) {
  const code = await run('pnpm', ['exec', 'storybook', 'build', '-o', staticDir, '--quiet']);
  if (code !== 0) process.exit(code);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};
const server = createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const file = normalize(join(staticDir, path.endsWith('/') ? `${path}index.html` : path));
  if (!file.startsWith(staticDir)) return res.writeHead(403).end();
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}`;

const code = await run(
  'pnpm',
  [
    'exec',
    'test-storybook',
    '--url',
    url,
    '--config-dir',
    '.storybook',
    '--maxWorkers=2',
    // A story gets a minute: screenshots at two widths plus axe are slow on a busy 2-core machine.
    '--testTimeout=60000',
    ...passThrough,
  ],
  update ? { VRT_UPDATE: '1' } : {},
);
server.close();
process.exit(code);
