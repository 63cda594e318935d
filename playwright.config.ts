import { defineConfig, devices } from '@playwright/test';
import { e2ePorts } from './scripts/e2e-ports.mjs';

// e2e runs against the production build plus the sandbox ERP on their own ports and data, so a
// shop you have running on the default ports is left alone.
const ports = e2ePorts();
const PORT = ports.shop.port;
const ERP_PORT = ports.erp.port;
export const baseURL = `http://127.0.0.1:${PORT}`;
export const sandboxURL = `http://127.0.0.1:${ERP_PORT}`;
/** The sandbox mail catcher's page and JSON API (GET /messages?to=…) for e2e. */
export const mailURL = `http://127.0.0.1:${ports.mailWeb.port}`;
/** The sandbox card gateway (hosted page, /__sandbox/*) for e2e. */
export const jccURL = `http://127.0.0.1:${ports.jcc.port}`;
/** The shop's own database for e2e (contact messages, subscribers), apart from a dev shop's. */
export const e2eShopDataDir = '.data/e2e';
/** The second shop, on the strict sandbox ERP (tests/e2e/checkout-strict.spec.ts). */
export const strictBaseURL = `http://127.0.0.1:${ports.strictShop.port}`;
export const strictSandboxURL = `http://127.0.0.1:${ports.strictErp.port}`;

/** How the shop under test is started: its own sandboxes (ERP, mail catcher, card gateway) and data. */
function shopServer(p: {
  shop: number;
  erp: number;
  mail: number;
  mailWeb: number;
  jcc: number;
  data: string;
  shopData: string;
  extra?: Record<string, string>;
}) {
  return {
    command: 'node scripts/start.mjs --no-build',
    url: `http://127.0.0.1:${p.shop}`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(p.shop),
      SANDBOX_ERP_PORT: String(p.erp),
      SANDBOX_DATA_DIR: p.data,
      // No SMTP_HOST: start.mjs runs the mail catcher on these ports and points the shop at it.
      SMTP_HOST: '',
      SANDBOX_MAIL_PORT: String(p.mail),
      SANDBOX_MAIL_WEB_PORT: String(p.mailWeb),
      // No JCC_BASE_URL: start.mjs runs the sandbox card gateway on its own port and data.
      JCC_BASE_URL: '',
      SANDBOX_JCC_PORT: String(p.jcc),
      SANDBOX_JCC_DATA_DIR: `${p.data}/jcc`,
      SHOP_DATA_DIR: p.shopData,
      // The Instagram block shows its local images; tests never reach the internet.
      INSTAGRAM_ACCESS_TOKEN: '',
      // No SITE_URL: the shop advertises the port it is served on (tests/e2e/public-address.spec.ts).
      SITE_URL: '',
      ...p.extra,
    },
  };
}

export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: './test-results/e2e',
  fullyParallel: false,
  workers: 1, // 2-core machines: one browser at a time
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/reports/playwright.json' },
    ],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // Tests tagged @phone also run at phone width; @phone-only ones run there alone.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone-only/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@phone/ },
  ],
  webServer: [
    shopServer({
      shop: PORT,
      erp: ERP_PORT,
      mail: ports.mail.port,
      mailWeb: ports.mailWeb.port,
      jcc: ports.jcc.port,
      data: 'sandbox/data-e2e',
      shopData: e2eShopDataDir,
    }),
    shopServer({
      shop: ports.strictShop.port,
      erp: ports.strictErp.port,
      mail: ports.strictMail.port,
      mailWeb: ports.strictMailWeb.port,
      jcc: ports.strictJcc.port,
      data: 'sandbox/data-e2e-strict',
      shopData: '.data/e2e-strict',
      // TRUSTED_PROXIES: its rate limits key on X-Forwarded-For from 127.0.0.1, as behind nginx
      // (tests/e2e/account-security.spec.ts signs in from several addresses).
      extra: { SANDBOX_ERP_STRICT: '1', SEED_ITEMS: '300', TRUSTED_PROXIES: '127.0.0.1' },
    }),
  ],
});
