import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../src/chromium.js';
import { repoRoot } from '../src/server.js';

const run = promisify(execFile);

/**
 * The published packages as a stranger gets them: `pnpm pack` tarballs installed into a fresh
 * Vite app outside the workspace, built, and rendered in Chromium.
 */
let app: string;
let browser: Browser;
let server: Server;
let url: string;

const pnpm = (args: string[], cwd: string) =>
  run('pnpm', args, { cwd, env: { ...process.env, CI: 'true' }, maxBuffer: 32 * 1024 * 1024 });

beforeAll(async () => {
  app = await mkdtemp(join(tmpdir(), 'yo-consumer-'));
  const tarballs = join(app, 'tarballs');
  await mkdir(tarballs);
  for (const pkg of ['packages/ui', 'packages/domain']) {
    await pnpm(['pack', '--pack-destination', tarballs], join(repoRoot, pkg));
  }
  const files = await readdir(tarballs);
  const tarball = (name: string) => `file:./tarballs/${files.find((f) => f.startsWith(name))}`;
  const catalog = await readFile(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8');
  const pinned = (name: string) => {
    const match = catalog.match(new RegExp(`^\\s+'?${name.replace('/', '\\/')}'?: (\\S+)$`, 'm'));
    if (!match) throw new Error(`${name} is not in the catalog`);
    return match[1]!;
  };
  await writeFile(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'yo-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@yo/ui': tarball('yo-ui-'),
        '@yo/domain': tarball('yo-domain-'),
        react: pinned('react'),
        'react-dom': pinned('react-dom'),
      },
      devDependencies: {
        vite: pinned('vite'),
        '@vitejs/plugin-react': pinned('@vitejs/plugin-react'),
        typescript: pinned('typescript'),
        '@types/react': pinned('@types/react'),
        '@types/react-dom': pinned('@types/react-dom'),
      },
    }),
  );
  await writeFile(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        lib: ['ES2023', 'DOM'],
        types: ['vite/client'],
      },
      include: ['src'],
    }),
  );
  await writeFile(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><title>consumer</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  await mkdir(join(app, 'src'));
  await writeFile(
    join(app, 'src/main.tsx'),
    `import '@yo/ui/styles.css';
import { Button } from '@yo/ui';
import { vars } from '@yo/ui/tokens';
import { PRODUCT_NAME } from '@yo/domain';
import { createRoot } from 'react-dom/client';

const brand: string = vars.color.brand.primary;
createRoot(document.getElementById('root')!).render(
  <Button variant="primary" onPress={() => document.body.setAttribute('data-pressed', brand)}>
    Pay with {PRODUCT_NAME}
  </Button>,
);
`,
  );
  // Outside the workspace: its own lockfile, the registry and the local store.
  await pnpm(
    ['install', '--prefer-offline', '--ignore-workspace', '--config.auto-install-peers=true'],
    app,
  );
  await run(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: app });

  const dist = join(app, 'dist');
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  server = createServer(async (req, res) => {
    const path = req.url === '/' ? '/index.html' : (req.url ?? '/');
    try {
      const body = await readFile(join(dist, path));
      res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (app) await rm(app, { recursive: true, force: true });
});

describe('a fresh app using the packed @yo/ui and @yo/domain', () => {
  it('type-checks against the published types', async () => {
    await expect(
      run(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '-p', app]),
    ).resolves.toBeDefined();
  });

  it('renders a styled Button that works', async () => {
    const page = await browser.newPage();
    await page.goto(url);
    const button = page.getByRole('button', { name: 'Pay with Yo' });
    await button.waitFor();
    const style = await button.evaluate((el) => {
      const computed = getComputedStyle(el);
      return {
        background: computed.backgroundColor,
        color: computed.color,
        minHeight: computed.minHeight,
      };
    });
    expect(style).toEqual({
      background: 'rgb(200, 16, 46)',
      color: 'rgb(255, 255, 255)',
      minHeight: '48px',
    });
    await button.click();
    expect(await page.locator('body').getAttribute('data-pressed')).toBe(
      'var(--yo-color-brand-primary)',
    );
    await page.close();
  });
});
