// @ts-check
import { createServer } from 'node:net';
// The ports the e2e run listens on, apart from a dev shop's defaults. Read by playwright.config.ts
// and by scripts/test.mjs, which checks they are free before Playwright starts.

/** @param {Record<string, string | undefined>} env */
export function e2ePorts(env = process.env) {
  /** The port `variable` names, or `fallback`. @param {string} variable @param {number} fallback @param {string} what */
  const port = (variable, fallback, what) => ({ port: Number(env[variable] ?? fallback), variable, what });
  return {
    shop: port('E2E_PORT', 3100, 'the shop under test'),
    erp: port('E2E_ERP_PORT', 4110, 'the sandbox ERP'),
    mail: port('E2E_MAIL_PORT', 4135, "the sandbox mail catcher's SMTP"),
    mailWeb: port('E2E_MAIL_WEB_PORT', 4136, "the sandbox mail catcher's web page"),
    jcc: port('E2E_JCC_PORT', 4145, 'the sandbox card gateway'),
    // A second shop on the strict sandbox ERP (SANDBOX_ERP_STRICT=1), with sandboxes of its own,
    // for the checkout journey against the least agreeable ERP.
    strictShop: port('E2E_STRICT_PORT', 3101, 'the shop on the strict sandbox ERP'),
    strictErp: port('E2E_STRICT_ERP_PORT', 4111, 'the strict sandbox ERP'),
    strictMail: port('E2E_STRICT_MAIL_PORT', 4137, "the strict shop's mail catcher SMTP"),
    strictMailWeb: port('E2E_STRICT_MAIL_WEB_PORT', 4138, "the strict shop's mail catcher web page"),
    strictJcc: port('E2E_STRICT_JCC_PORT', 4146, "the strict shop's card gateway"),
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
