// `npm test`: type check, unit/contract tests (Vitest), production build, e2e (Playwright in
// Debian's Chromium). Stops at the first failing stage and ends with one 'N passed, N failed' line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const bin = (name) => join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };

function stage(name, cmd, argv, extraEnv = {}) {
  const t0 = Date.now();
  console.log(`\n== ${name}`);
  const r = spawnSync(cmd, argv, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  console.log(`== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return r.status === 0;
}

function count(file, read) {
  try {
    const c = read(JSON.parse(readFileSync(join(reports, file), 'utf8')));
    totals.passed += c.passed;
    totals.failed += c.failed;
    totals.skipped += c.skipped;
  } catch {
    totals.failed += 1; // a runner that wrote no report did not pass
  }
}

function finish(ok) {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

const vitestJson = join(reports, 'vitest.json');
const playwrightJson = join(reports, 'playwright.json');

if (!stage('typecheck', bin('tsc'), ['--noEmit'])) finish(false);
const unitOk = stage('unit, sandbox and contract tests (vitest)', bin('vitest'), [
  'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`,
]);
count('vitest.json', (j) => ({ passed: j.numPassedTests, failed: j.numFailedTests, skipped: j.numPendingTests + j.numTodoTests }));
if (!unitOk) finish(false);
if (!stage('build (next build)', process.execPath, [join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'])) finish(false);
const e2eOk = stage('e2e (playwright, chromium)', bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson });
count('playwright.json', (j) => ({ passed: j.stats.expected + j.stats.flaky, failed: j.stats.unexpected, skipped: j.stats.skipped }));
finish(e2eOk);
