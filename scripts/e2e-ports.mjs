// @ts-check
import { createServer } from 'node:net';
// The ports the e2e run listens on, apart from a dev shop's defaults. Read by playwright.config.ts
// and by scripts/test.mjs, which checks they are free before Playwright starts.

/** @param {Record<string, string | undefined>} env */
export function e2ePorts(env = process.env) {
  return {
    shop: { port: Number(env.E2E_PORT ?? 3100), variable: 'E2E_PORT', what: 'the shop under test' },
    erp: { port: Number(env.E2E_ERP_PORT ?? 4110), variable: 'E2E_ERP_PORT', what: 'the sandbox ERP' },
    mail: {
      port: Number(env.E2E_MAIL_PORT ?? 4135),
      variable: 'E2E_MAIL_PORT',
      what: "the sandbox mail catcher's SMTP",
    },
    mailWeb: {
      port: Number(env.E2E_MAIL_WEB_PORT ?? 4136),
      variable: 'E2E_MAIL_WEB_PORT',
      what: "the sandbox mail catcher's web page",
    },
    jcc: {
      port: Number(env.E2E_JCC_PORT ?? 4145),
      variable: 'E2E_JCC_PORT',
      what: 'the sandbox card gateway',
    },
    // A second shop on the strict sandbox ERP (SANDBOX_ERP_STRICT=1), with sandboxes of its own,
    // for the checkout journey against the least agreeable ERP.
    strictShop: {
      port: Number(env.E2E_STRICT_PORT ?? 3101),
      variable: 'E2E_STRICT_PORT',
      what: 'the shop on the strict sandbox ERP',
    },
    strictErp: {
      port: Number(env.E2E_STRICT_ERP_PORT ?? 4111),
      variable: 'E2E_STRICT_ERP_PORT',
      what: 'the strict sandbox ERP',
    },
    strictMail: {
      port: Number(env.E2E_STRICT_MAIL_PORT ?? 4137),
      variable: 'E2E_STRICT_MAIL_PORT',
      what: "the strict shop's mail catcher SMTP",
    },
    strictMailWeb: {
      port: Number(env.E2E_STRICT_MAIL_WEB_PORT ?? 4138),
      variable: 'E2E_STRICT_MAIL_WEB_PORT',
      what: "the strict shop's mail catcher web page",
    },
    strictJcc: {
      port: Number(env.E2E_STRICT_JCC_PORT ?? 4146),
      variable: 'E2E_STRICT_JCC_PORT',
      what: "the strict shop's card gateway",
    },
  };
}

/**
 * An error message naming the port and the variable that moves it when something already listens
 * there, or null when the port is free.
 * @param {{ port: number; variable: string; what: string }} p
 * @returns {Promise<string | null>}
 */
export function portProblem({ port, variable, what }) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (/** @type {NodeJS.ErrnoException} */ e) =>
      resolve(
        e.code === 'EADDRINUSE'
          ? `e2e could not start: port ${port} on 127.0.0.1 (${what}) is in use; stop what holds it or set ${variable} to a free port`
          : `e2e could not start: port ${port} (${what}): ${e.message}`,
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(null)));
  });
}
