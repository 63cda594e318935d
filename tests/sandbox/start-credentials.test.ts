// A deployment's start checks (server/start/deployment-start.ts, run by instrumentation.ts) against
// the sandboxes over HTTP: the sandbox ERP taking one Session-Token only, the sandbox gateway its
// merchant login. Each case loads the shop's modules afresh, as a new process would, with its env.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLog } from '@/tests/helpers/captured-log';
import { startTestSandbox, type TestSandbox } from './helpers';
import { LOGIN, startTestJcc, type TestJcc } from './jcc-helpers';

const ERP_TOKEN = 'erp-session-token-for-start';
let erp: TestSandbox;
let jcc: TestJcc;
const log = captureLog();

beforeAll(async () => {
  [erp, jcc] = await Promise.all([
    startTestSandbox({ seedItems: 20, sessionToken: ERP_TOKEN }),
    startTestJcc(),
  ]);
}, 60_000);
afterAll(() => Promise.all([erp?.stop(), jcc?.close()]));
afterEach(async () => {
  vi.unstubAllEnvs();
  await fetch(`${jcc.url}/__sandbox/faults`, { method: 'POST', body: '{}' });
  await erp.json('/__sandbox/faults', { method: 'POST', body: '{}' });
});

/** A deployment (its public address is not this machine) on the two sandboxes. */
function deployment(over: Record<string, string> = {}) {
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    SITE_URL: 'https://shop.example',
    SESSION_SECRET: 's'.repeat(32),
    SMTP_HOST: 'smtp.example',
    SHOP_VAT_NUMBER: 'CY10000000A',
    ERP_BASE_URL: erp.url,
    ERP_SESSION_TOKEN: ERP_TOKEN,
    JCC_BASE_URL: jcc.restUrl,
    JCC_USERNAME: LOGIN.userName,
    JCC_PASSWORD: LOGIN.password,
    ...over,
  };
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
}

/** The start checks in a fresh module graph; what they did to the process and left for later. */
async function start() {
  vi.resetModules();
  const { checkDeploymentAtStart } = await import('@/server/start/deployment-start');
  const exit = vi.fn<(code: number) => void>();
  const later: { work: () => void; ms: number }[] = [];
  let refused: Error | undefined;
  try {
    await checkDeploymentAtStart({ exit, later: (work, ms) => void later.push({ work, ms }) });
  } catch (error) {
    refused = error as Error;
  }
  // What the start said loudly (error and fatal lines), as text.
  const logged = log
    .lines()
    .filter((l) => l.level === 'error' || l.level === 'fatal')
    .map((l) => `${String(l.msg)} ${JSON.stringify(l)}`)
    .join('\n');
  return { exit, later, refused, logged };
}

describe('a deployment starting', () => {
  it('goes on when the ERP and JCC take its credentials, leaving nothing for later', async () => {
    deployment();
    const s = await start();
    expect(s.refused).toBeUndefined();
    expect(s.exit).not.toHaveBeenCalled();
    expect(s.later).toEqual([]);
    expect(s.logged).toBe('');
  });

  it('stops when the ERP refuses its Session-Token, naming the ERP and no value', async () => {
    deployment({ ERP_SESSION_TOKEN: 'a-wrong-erp-token' });
    const s = await start();
    expect(s.refused?.name).toBe('StartRefusedError');
    expect(s.refused?.message).toMatch(
      /^Credentials refused at start: ERP refused ERP_USER and ERP_SESSION_TOKEN\./,
    );
    expect(s.exit).toHaveBeenCalledWith(1);
    expect(s.logged).toContain(s.refused?.message);
    expect(s.logged).not.toMatch(/a-wrong-erp-token|erp-session-token-for-start/);
  });

  it('stops when JCC refuses its login, naming JCC and no value; both when both refuse', async () => {
    deployment({ JCC_PASSWORD: 'a-wrong-jcc-password' });
    const s = await start();
    expect(s.refused?.message).toMatch(/: JCC refused JCC_USERNAME and JCC_PASSWORD \(or JCC_TOKEN\)\./);
    expect(s.exit).toHaveBeenCalledWith(1);
    expect(s.logged).not.toMatch(/a-wrong-jcc-password|sandbox-password/);
    deployment({ JCC_PASSWORD: 'a-wrong-jcc-password', ERP_SESSION_TOKEN: 'a-wrong-erp-token' });
    expect((await start()).refused?.message).toMatch(/ERP refused .*; JCC refused /);
  });

  it('on Vercel throws without ending the process, which is the platform’s', async () => {
    deployment({ VERCEL: '1', DATABASE_URL: 'postgres://db.example/shop', REDIS_URL: 'redis://r.example' });
    vi.stubEnv('ERP_SESSION_TOKEN', 'a-wrong-erp-token');
    const s = await start();
    expect(s.refused?.message).toMatch(/ERP refused/);
    expect(s.exit).not.toHaveBeenCalled();
  });

  it('goes on when a system cannot be asked, says so loudly and asks it again later', async () => {
    await fetch(`${jcc.url}/__sandbox/faults`, { method: 'POST', body: '{"down":true}' });
    deployment();
    const s = await start();
    expect(s.refused).toBeUndefined();
    expect(s.exit).not.toHaveBeenCalled();
    expect(s.logged).toContain(
      '[start] CREDENTIALS NOT CHECKED: JCC could not be asked (unavailable); asking again in 15 s.',
    );
    expect(s.later.map((l) => l.ms)).toEqual([15_000]);
    await fetch(`${jcc.url}/__sandbox/faults`, { method: 'POST', body: '{}' });
    s.later[0].work();
    await vi.waitFor(() =>
      expect(
        log.find({ level: 'info', msg: '[start] JCC answers again and takes the credentials.' }),
      ).toBeDefined(),
    );
  });

  it('goes on with the ERP down, the catalogue serving what it last read', async () => {
    await erp.json('/__sandbox/faults', { method: 'POST', body: '{"failRate":1}' });
    deployment();
    const s = await start();
    expect(s.refused).toBeUndefined();
    expect(s.logged).toMatch(/CREDENTIALS NOT CHECKED: ERP could not be asked \(unavailable\)/);
    expect(s.later).toHaveLength(1);
  });

  it('stops on a setting it lacks or refuses, with the configuration’s own message', async () => {
    deployment({ SMTP_HOST: '' });
    const s = await start();
    expect(s.refused?.message).toMatch(/^Invalid configuration: this is a deployment .*missing: SMTP_HOST/);
    expect(s.exit).toHaveBeenCalledWith(1);
  });

  it('checks nothing when it is no deployment (a fresh clone on the sandboxes)', async () => {
    deployment({ SITE_URL: 'http://127.0.0.1:3000', SMTP_HOST: '127.0.0.1', ERP_SESSION_TOKEN: 'wrong' });
    const s = await start();
    expect(s.refused).toBeUndefined();
    expect(s.exit).not.toHaveBeenCalled();
    expect(s.logged).toBe('');
  });
});
