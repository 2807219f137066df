// The README's test command (`pnpm test`): builds everything, then runs every check and suite
// in turn — lint, types, package checks, unit and API tests, Storybook tests, the package-consumer
// test and the browser tests against the production server — and closes with one `N passed, N failed` line.
// Every stage runs even when an earlier one fails, so one run shows everything that is wrong.
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, '.test-output', 'reports');
await rm(reports, { recursive: true, force: true });
await mkdir(reports, { recursive: true });

function run(command, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: process.env,
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** A suite whose runner writes a Jest-style JSON report (Vitest and Jest both do). */
function suite(name, command, args, reportName) {
  const report = join(reports, `${reportName}.json`);
  return { name, command, args: args(report), report };
}

const vitestReport = (report) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];

const stages = [
  { name: 'build', command: 'pnpm', args: ['build'] },
  // Three single-threaded checks side by side on the two cores; each prints when it ends.
  { name: 'lint', command: 'pnpm', args: ['lint'], together: true },
  { name: 'typecheck', command: 'pnpm', args: ['typecheck'], together: true },
  {
    name: 'package checks (publint, are-the-types-wrong)',
    command: 'pnpm',
    args: ['--filter', '@yo/ui', '--filter', '@yo/domain', 'run', 'lint:package'],
    together: true,
  },
  ...['@yo/domain', '@yo/ui', '@yo/web', '@yo/sandbox', '@yo/api'].map((pkg) =>
    suite(
      `unit and API tests: ${pkg}`,
      'pnpm',
      (report) => ['--filter', pkg, 'run', 'test', ...vitestReport(report)],
      pkg.replace('@yo/', ''),
    ),
  ),
  suite(
    'Storybook: interactions, axe, screenshots',
    'node',
    (report) => ['.storybook/run-tests.mjs', '--json', '--outputFile', report],
    'storybook',
  ),
  suite(
    'package consumer',
    'pnpm',
    (report) => ['--filter', '@yo/e2e', 'run', 'test:consumer', ...vitestReport(report)],
    'consumer',
  ),
  suite(
    'browser tests against the production server',
    'pnpm',
    (report) => ['--filter', '@yo/e2e', 'run', 'test:browser', ...vitestReport(report)],
    'browser',
  ),
];

async function runStage(stage, quiet) {
  const started = Date.now();
  if (!quiet) console.log(`\n━━ ${stage.name} ━━`);
  const { code, output } = await run(stage.command, stage.args, { quiet });
  if (quiet) process.stdout.write(`\n━━ ${stage.name} ━━\n${output}`);
  const seconds = (Date.now() - started) / 1000;
  let passed = code === 0 ? 1 : 0;
  let failed = code === 0 ? 0 : 1;
  if (stage.report) {
    try {
      const report = JSON.parse(await readFile(stage.report, 'utf8'));
      passed = report.numPassedTests;
      // A suite that could not run at all still counts as a failure.
      failed = report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0);
    } catch {
      // No report: the runner did not get as far as writing one.
    }
  }
  return { name: stage.name, code, passed, failed, seconds };
}

const results = [];
for (let i = 0; i < stages.length; i++) {
  const group = [stages[i]];
  while (stages[i].together && stages[i + 1]?.together) group.push(stages[++i]);
  if (group.length === 1) results.push(await runStage(group[0], false));
  else results.push(...(await Promise.all(group.map((stage) => runStage(stage, true)))));
}

console.log('\n━━ summary ━━');
for (const r of results) {
  const mark = r.code === 0 ? 'ok  ' : 'FAIL';
  console.log(
    `${mark} ${r.name.padEnd(48)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1)} s`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
