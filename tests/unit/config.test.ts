import { describe, expect, it } from 'vitest';
import { parseConfig } from '@/server/config';

describe('configuration', () => {
  it('with an empty environment talks to the sandbox ERP with the default ERP headers', () => {
    const c = parseConfig({});
    expect(c.erp.baseUrl).toBe('http://127.0.0.1:4100');
    expect(c.erp.user).toBe('root');
    expect(c.erp.sessionToken).toBe('00000000-0000-0000-0000-000000000000');
    expect(c.erp.company).toBeUndefined();
  });

  it('treats blank values as unset and trims a trailing slash', () => {
    const c = parseConfig({ ERP_BASE_URL: 'http://erp.example:8080/', ERP_USER: '', SITE_URL: '' });
    expect(c.erp.baseUrl).toBe('http://erp.example:8080');
    expect(c.erp.user).toBe('root');
    expect(c.siteUrl).toBe('http://127.0.0.1:3000');
  });

  it('without SITE_URL advertises the port the shop listens on', () => {
    expect(parseConfig({ PORT: '3310' }).siteUrl).toBe('http://127.0.0.1:3310');
    expect(parseConfig({ PORT: '3310', SITE_URL: 'https://shop.example/' }).siteUrl).toBe(
      'https://shop.example',
    );
  });

  it('refuses a deployment without SITE_URL, and every other missing setting with it', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', ERP_BASE_URL: 'http://erp.internal:8080' })).toThrow(
      'missing: SITE_URL, SESSION_SECRET, SMTP_HOST, JCC_BASE_URL, SHOP_VAT_NUMBER, JCC_USERNAME and JCC_PASSWORD (or JCC_TOKEN).',
    );
  });

  it('refuses an ERP address that is not http(s), naming the variable', () => {
    expect(() => parseConfig({ ERP_BASE_URL: 'ftp://erp' })).toThrow(/ERP_BASE_URL/);
    expect(() => parseConfig({ ERP_BASE_URL: 'not a url' })).toThrow(/Invalid configuration/);
  });

  it('keeps the shop data in .data, mails nothing and uses no Instagram token by default', () => {
    const c = parseConfig({});
    expect(c.shopDataDir).toBe('.data');
    expect(c.smtp).toBeUndefined();
    expect(c.instagramToken).toBeUndefined();
  });

  it('keeps durable data in SQLite unless DATABASE_URL names a PostgreSQL server, never echoing it', () => {
    expect(parseConfig({}).databaseUrl).toBeUndefined();
    expect(parseConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    const url = 'postgres://shop:s3cret@db.internal:5432/shop?sslmode=require';
    expect(parseConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(parseConfig({ DATABASE_URL: 'postgresql://db/shop' }).databaseUrl).toBe('postgresql://db/shop');
    expect(() => parseConfig({ DATABASE_URL: 'mysql://shop:s3cret@db/shop' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
    expect(() => parseConfig({ DATABASE_URL: 'mysql://shop:s3cret@db/shop' })).not.toThrow(/s3cret/);
  });

  it('turns SMTP on with SMTP_HOST, sending from and to the support address unless told otherwise', () => {
    const c = parseConfig({
      SMTP_HOST: 'smtp.example',
      SMTP_USER: 'shop',
      SMTP_PASS: 'pw',
      SMTP_PORT: '465',
      SMTP_SECURE: 'true',
    });
    expect(c.smtp).toEqual({
      host: 'smtp.example',
      port: 465,
      secure: true,
      auth: { user: 'shop', pass: 'pw' },
      from: 'support@ruck.example',
      to: 'support@ruck.example',
    });
    expect(() => parseConfig({ SMTP_HOST: 'smtp.example', CONTACT_TO: 'not-an-address' })).toThrow(
      /CONTACT_TO/,
    );
  });
});

describe('session configuration', () => {
  const SECRET = 'x'.repeat(32);

  it('refuses to start a production deployment without SESSION_SECRET, saying why', () => {
    const env = {
      NODE_ENV: 'production',
      SITE_URL: 'https://shop.example',
      ERP_BASE_URL: 'http://erp.internal:8080',
      SMTP_HOST: 'smtp.example',
      SHOP_VAT_NUMBER: 'CY10000000A',
      JCC_BASE_URL: 'https://gw.example/',
      JCC_TOKEN: 't',
    };
    expect(() => parseConfig(env)).toThrow(/deployment .*missing: SESSION_SECRET\./);
    expect(() => parseConfig({ ...env, SESSION_SECRET: '' })).toThrow(/SESSION_SECRET/);
    expect(() => parseConfig({ ...env, SITE_URL: 'http://shop.example' })).toThrow(/SESSION_SECRET/);
    expect(parseConfig({ ...env, NEXT_PHASE: 'phase-production-build' }).session.secret).toBeUndefined();
    expect(parseConfig({ ...env, SESSION_SECRET: SECRET }).session).toEqual({
      secret: SECRET,
      secureCookie: true,
    });
  });

  it('refuses a secret shorter than 32 characters anywhere, without echoing it', () => {
    const short = 'short-secret-value-31-characters';
    for (const NODE_ENV of ['production', 'development', undefined]) {
      let message = '';
      try {
        parseConfig({ NODE_ENV, SESSION_SECRET: short.slice(1) });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/SESSION_SECRET: must be at least 32 characters/);
      expect(message).not.toContain(short.slice(1));
    }
  });

  it('takes PAGE_CACHE_NONCE only as 32+ letters and digits (nginx finds it in plain text), never echoing it', () => {
    const nonce = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4';
    expect(parseConfig({ PAGE_CACHE_NONCE: nonce }).pageCacheNonce).toBe(nonce);
    expect(parseConfig({}).pageCacheNonce).toBeUndefined();
    for (const bad of [nonce.slice(0, 31), `${nonce}+/=`, `${nonce}"`]) {
      let message = '';
      try {
        parseConfig({ PAGE_CACHE_NONCE: bad });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/PAGE_CACHE_NONCE: must be at least 32 letters and digits/);
      expect(message).not.toContain(bad);
    }
  });

  it('lets development and a local production run (npm start on 127.0.0.1) go without a secret', () => {
    expect(parseConfig({}).session).toEqual({ secret: undefined, secureCookie: false });
    expect(parseConfig({ NODE_ENV: 'production' }).session.secret).toBeUndefined();
    expect(
      parseConfig({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' }).session.secret,
    ).toBeUndefined();
  });

  it('marks the cookie Secure only for a production build with an https SITE_URL', () => {
    const base = {
      SESSION_SECRET: SECRET,
      ERP_BASE_URL: 'http://erp.internal:8080',
      SMTP_HOST: 'smtp.example',
      SHOP_VAT_NUMBER: 'CY10000000A',
      JCC_BASE_URL: 'https://gw.example/',
      JCC_TOKEN: 't',
    };
    expect(parseConfig({ ...base, SITE_URL: 'https://shop.example' }).session.secureCookie).toBe(false);
    expect(
      parseConfig({ ...base, NODE_ENV: 'production', SITE_URL: 'http://shop.example' }).session.secureCookie,
    ).toBe(false);
    expect(
      parseConfig({ ...base, NODE_ENV: 'production', SITE_URL: 'https://shop.example' }).session.secureCookie,
    ).toBe(true);
  });
});

describe('card gateway configuration', () => {
  it('uses the sandbox gateway and its login with an empty environment', () => {
    expect(parseConfig({}).jcc).toEqual({
      baseUrl: 'http://127.0.0.1:4140/payment/rest/',
      userName: 'ruck-api',
      password: 'sandbox-password',
      token: undefined,
      callbackSecret: undefined,
      sandbox: true,
    });
  });

  it('takes JCC_BASE_URL with a login or a token, ending the base in a slash', () => {
    const login = { JCC_USERNAME: 'ruck-api', JCC_PASSWORD: 'pw' };
    expect(
      parseConfig({ JCC_BASE_URL: 'https://gateway-test.jcc.com.cy/payment/rest', ...login }).jcc,
    ).toMatchObject({
      baseUrl: 'https://gateway-test.jcc.com.cy/payment/rest/',
      userName: 'ruck-api',
      sandbox: false,
    });
    expect(parseConfig({ JCC_BASE_URL: 'https://gw.example/payment/rest/', JCC_TOKEN: 't' }).jcc.token).toBe(
      't',
    );
    expect(() => parseConfig({ JCC_BASE_URL: 'https://gw.example/', JCC_USERNAME: 'u' })).toThrow(
      /JCC_PASSWORD/,
    );
    expect(() => parseConfig({ JCC_BASE_URL: 'ftp://gw.example/', JCC_TOKEN: 't' })).toThrow(/JCC_BASE_URL/);
  });

  /** A deployment with everything but the card gateway. */
  const deployedWithoutGateway = {
    NODE_ENV: 'production',
    SITE_URL: 'https://shop.example',
    SESSION_SECRET: 'y'.repeat(32),
    ERP_BASE_URL: 'http://erp.internal:8080',
    SMTP_HOST: 'smtp.example',
    SHOP_VAT_NUMBER: 'CY10000000A',
  };

  it('refuses a production deployment without a gateway, never echoing secrets', () => {
    const env = deployedWithoutGateway;
    expect(() => parseConfig(env)).toThrow(
      /missing: JCC_BASE_URL, JCC_USERNAME and JCC_PASSWORD \(or JCC_TOKEN\)\./,
    );
    expect(parseConfig({ ...env, NEXT_PHASE: 'phase-production-build' }).jcc.sandbox).toBe(true);
    expect(parseConfig({ NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:3000' }).jcc.sandbox).toBe(true);
    let message = '';
    try {
      parseConfig({ ...env, JCC_BASE_URL: 'https://gw.example/', JCC_PASSWORD: 'secret-pw' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/JCC_USERNAME/);
    expect(message).not.toContain('secret-pw');
  });

  it("refuses a deployment on JCC's test gateway unless JCC_ALLOW_TEST=1, and a JCC_ALLOW_TEST other than 0 or 1", () => {
    const env = {
      ...deployedWithoutGateway,
      JCC_BASE_URL: 'https://gateway-test.jcc.com.cy/payment/rest/',
      JCC_TOKEN: 't',
    };
    expect(() => parseConfig(env)).toThrow(/set JCC_ALLOW_TEST=1 only if/);
    expect(parseConfig({ ...env, JCC_ALLOW_TEST: '1' }).jcc.baseUrl).toBe(env.JCC_BASE_URL);
    expect(() => parseConfig({ ...env, JCC_ALLOW_TEST: 'yes' })).toThrow(/JCC_ALLOW_TEST/);
  });
});

describe('the trader’s identity', () => {
  it('defaults to the shop’s legal name and the sandbox’s placeholder VAT number', () => {
    expect(parseConfig({}).trader).toEqual({ legalName: 'Ruck Fashion Ltd', vatNumber: 'CY99999999L' });
  });

  it('takes SHOP_LEGAL_NAME and SHOP_VAT_NUMBER, and refuses a VAT number without a country prefix', () => {
    expect(
      parseConfig({ SHOP_LEGAL_NAME: 'Ruck Trading Ltd', SHOP_VAT_NUMBER: 'CY10293847Q' }).trader,
    ).toEqual({
      legalName: 'Ruck Trading Ltd',
      vatNumber: 'CY10293847Q',
    });
    expect(() => parseConfig({ SHOP_VAT_NUMBER: '10293847Q' })).toThrow(
      'SHOP_VAT_NUMBER: must be a VAT number',
    );
  });
});
