import { chromium } from 'playwright-core';
const [url, out, width = '1280'] = process.argv.slice(2);
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const p = await b.newPage({ viewport: { width: Number(width), height: 900 } });
p.on('console', (m) => {
  if (m.type() === 'error') console.log('console error:', m.text());
});
await p.goto(url, { waitUntil: 'networkidle' });
await p.screenshot({ path: out, fullPage: true });
console.log(await p.title());
await b.close();
