import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { e2ePorts, portProblem } from '@/scripts/e2e-ports.mjs';

let held: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (held ? held.close(() => resolve()) : resolve())));

function hold(): Promise<number> {
  return new Promise((resolve) => {
    held = createServer().listen(0, '127.0.0.1', () => {
      const address = held!.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

describe('e2e ports', () => {
  it('defaults to 3100, 4110, 4135, 4136 and 4145, each moved by its own variable', () => {
    expect(e2ePorts({})).toMatchObject({
      shop: { port: 3100 },
      erp: { port: 4110 },
      mail: { port: 4135 },
      mailWeb: { port: 4136 },
      jcc: { port: 4145 },
    });
    expect(
      e2ePorts({
        E2E_PORT: '3200',
        E2E_ERP_PORT: '4200',
        E2E_MAIL_PORT: '4235',
        E2E_MAIL_WEB_PORT: '4236',
        E2E_JCC_PORT: '4245',
      }),
    ).toMatchObject({
      shop: { port: 3200, variable: 'E2E_PORT' },
      erp: { port: 4200, variable: 'E2E_ERP_PORT' },
      mail: { port: 4235, variable: 'E2E_MAIL_PORT' },
      mailWeb: { port: 4236, variable: 'E2E_MAIL_WEB_PORT' },
      jcc: { port: 4245, variable: 'E2E_JCC_PORT' },
    });
  });

  it('names the taken port and the variable that moves it', async () => {
    const port = await hold();
    const message = await portProblem({ port, variable: 'E2E_PORT', what: 'the shop under test' });
    expect(message).toContain(`port ${port}`);
    expect(message).toContain('set E2E_PORT');
  });

  it('says nothing when the port is free', async () => {
    const port = await hold();
    await new Promise<void>((resolve) => held!.close(() => resolve()));
    held = undefined;
    expect(await portProblem({ port, variable: 'E2E_PORT', what: 'the shop under test' })).toBeNull();
  });
});
