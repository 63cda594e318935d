// The sandbox ERP's fault switches: POST /__sandbox/faults at run time and the SANDBOX_* env of the CLI.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestSandbox, tempDir, view, type TestSandbox } from './helpers';

let erp: TestSandbox;
beforeAll(async () => {
  erp = await startTestSandbox({ seedItems: 30 });
});
afterAll(() => erp?.stop());

const setFaults = (body: unknown) =>
  erp.json<Record<string, unknown>>('/__sandbox/faults', { method: 'POST', body: JSON.stringify(body) });
afterEach(async () => {
  await setFaults({});
});

describe('POST /__sandbox/faults', () => {
  it('failRate 1 answers 503 with a JSON error; health stays up; {} resets', async () => {
    expect((await setFaults({ failRate: 1 })).body).toEqual({
      latencyMs: 0,
      failRate: 1,
      failStatus: 503,
      malformedRate: 0,
      match: '',
    });
    expect(await erp.json(view('type'))).toEqual({
      status: 503,
      body: { error: 'Service unavailable (sandbox fault injection)' },
    });
    expect((await erp.json('/__sandbox/health')).body).toEqual({ ok: true, items: 30 });
    await setFaults({});
    expect((await erp.json(view('type'))).status).toBe(200);
  });

  it('failStatus 401 answers a refused token instead of an outage', async () => {
    await setFaults({ failRate: 1, failStatus: 401, match: 'file=item' });
    expect(await erp.json(view('item'))).toEqual({
      status: 401,
      body: { error: 'Invalid session token (sandbox fault injection)' },
    });
  });

  it('malformedRate 1 answers 200 with a body no JSON parser accepts', async () => {
    await setFaults({ malformedRate: 1 });
    const res = await fetch(erp.url + view('type'));
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.length).toBeGreaterThan(0);
    expect(() => JSON.parse(text) as unknown).toThrow();
  });

  it('match limits the faults to matching URLs', async () => {
    await setFaults({ failRate: 1, match: 'file=item' });
    expect((await fetch(erp.url + view('item'))).status).toBe(503);
    expect((await fetch(erp.url + view('brand'))).status).toBe(200);
  });

  it('adds latency, as n or min-max', async () => {
    await setFaults({ latencyMs: '150-200' });
    const started = performance.now();
    expect((await fetch(erp.url + view('type'))).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
  });

  it.each([
    { failRate: 2 },
    { malformedRate: -1 },
    { latencyMs: 'soon' },
    { latencyMs: '9-3' },
    { match: 3 },
    { failStatus: 418 },
    { bogus: true },
    [1],
  ])('rejects %j with 400 and keeps the settings', async (body) => {
    await setFaults({ failRate: 0.5 });
    const res = await setFaults(body);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    expect((await erp.json('/__sandbox/faults')).body).toMatchObject({ failRate: 0.5 });
  });
});

describe('the expected Session-Token switch', () => {
  it('answers 401 to any other token, before any fault; /__sandbox/* and the right token pass', async () => {
    vi.stubEnv('SANDBOX_ERP_SESSION_TOKEN', 'expected-token');
    const strict = await startTestSandbox({ seedItems: 30 });
    try {
      const get = (token?: string) =>
        strict.json(view('type'), { headers: token === undefined ? {} : { 'Session-Token': token } });
      expect(await get()).toEqual({ status: 401, body: { error: 'Invalid session token' } });
      expect((await get('00000000-0000-0000-0000-000000000000')).status).toBe(401);
      expect((await get('expected-token')).status).toBe(200);
      await strict.json('/__sandbox/faults', { method: 'POST', body: JSON.stringify({ failRate: 1 }) });
      expect((await get('wrong')).status).toBe(401);
      expect((await get('expected-token')).status).toBe(503);
      expect((await strict.json('/__sandbox/health')).status).toBe(200);
    } finally {
      vi.unstubAllEnvs();
      await strict.stop();
    }
  });
});

describe('node sandbox/erp/server.mjs', () => {
  it('reads its switches from the environment, logs its address and stops on SIGTERM', async () => {
    const dataDir = tempDir();
    const script = fileURLToPath(new URL('../../sandbox/erp/server.mjs', import.meta.url));
    const child = spawn(process.execPath, [script], {
      env: {
        ...process.env,
        SANDBOX_ERP_PORT: '0',
        SANDBOX_DATA_DIR: dataDir,
        SEED_ITEMS: '25',
        SANDBOX_FAIL_RATE: '1',
        SANDBOX_STOCK_FORM: 'list',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const m = /sandbox ERP listening on (http:\/\/127\.0\.0\.1:\d+) \(25 items\)/.exec(out);
          if (m) resolve(m[1]);
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
        setTimeout(() => reject(new Error(`no listening line: ${out}`)), 15000);
      });
      expect((await fetch(url + view('type'))).status).toBe(503);
      expect(await (await fetch(`${url}/__sandbox/health`)).json()).toEqual({ ok: true, items: 25 });
      await fetch(`${url}/__sandbox/faults`, { method: 'POST', body: '{}' });
      const stock: unknown = await (await fetch(`${url}/$PosGetStock?record=5001`)).json();
      expect(Array.isArray(stock)).toBe(true);
      expect(fs.existsSync(`${dataDir}/erp.sqlite`)).toBe(true);
      const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
