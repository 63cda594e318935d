import { describe, expect, it } from 'vitest';
import {
  deploymentReason,
  deploymentRefusal,
  isJccTestGateway,
  missingForDeployment,
  refusedForDeployment,
  siteUrlOf,
} from '@/server/deployment.mjs';

const COMPLETE = {
  NODE_ENV: 'production',
  SITE_URL: 'https://shop.example',
  SESSION_SECRET: 's'.repeat(32),
  ERP_BASE_URL: 'http://erp.internal:8080',
  SMTP_HOST: 'smtp.example',
  SHOP_VAT_NUMBER: 'CY10000000A',
  JCC_BASE_URL: 'https://gateway.jcc.example/payment/rest/',
  JCC_USERNAME: 'ruck-api',
  JCC_PASSWORD: 'jcc-secret-pw',
};

describe('the public address without SITE_URL', () => {
  it('is the port the shop listens on, on 127.0.0.1', () => {
    expect(siteUrlOf({})).toBe('http://127.0.0.1:3000');
    expect(siteUrlOf({ PORT: '3310' })).toBe('http://127.0.0.1:3310');
    expect(siteUrlOf({ PORT: '3310', HOST: '0.0.0.0' })).toBe('http://127.0.0.1:3310');
    expect(siteUrlOf({ PORT: '3310', HOST: '::' })).toBe('http://127.0.0.1:3310');
    expect(siteUrlOf({ SITE_URL: '', PORT: '' })).toBe('http://127.0.0.1:3000');
  });

  it('is the bound address when the shop listens on one address only', () => {
    expect(siteUrlOf({ HOST: 'localhost', PORT: '4000' })).toBe('http://localhost:4000');
    expect(siteUrlOf({ HOST: '::1', PORT: '4000' })).toBe('http://[::1]:4000');
  });

  it('is SITE_URL when set, without a trailing slash, whatever the port', () => {
    expect(siteUrlOf({ SITE_URL: 'https://shop.example/', PORT: '3310' })).toBe('https://shop.example');
  });
});

describe('a deployment', () => {
  it('is a production run with a sign of serving the public', () => {
    expect(deploymentReason({ NODE_ENV: 'production' })).toBeUndefined();
    expect(deploymentReason({ NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:3000' })).toBeUndefined();
    expect(deploymentReason({ NODE_ENV: 'production', SMTP_HOST: '127.0.0.1' })).toBeUndefined();
    expect(deploymentReason({ NODE_ENV: 'production', SITE_URL: 'https://shop.example' })).toBe(
      'SITE_URL names a host outside this machine',
    );
    expect(deploymentReason({ NODE_ENV: 'production', ERP_BASE_URL: 'http://10.0.0.5:8080' })).toBe(
      'ERP_BASE_URL names a host outside this machine',
    );
    expect(deploymentReason({ NODE_ENV: 'production', SMTP_HOST: 'smtp.example' })).toMatch(/SMTP_HOST/);
    expect(deploymentReason({ NODE_ENV: 'production', VERCEL: '1' })).toBe('VERCEL is set');
    for (const NODE_ENV of ['development', 'test', undefined])
      expect(deploymentReason({ ...COMPLETE, NODE_ENV, VERCEL: '1' })).toBeUndefined();
  });

  it('lacks nothing when every real service and secret is set', () => {
    expect(missingForDeployment(COMPLETE)).toEqual([]);
    const { JCC_USERNAME: _, JCC_PASSWORD: __, ...withToken } = COMPLETE;
    expect(missingForDeployment({ ...withToken, JCC_TOKEN: 't' })).toEqual([]);
  });

  it('lists every missing setting at once, in one message naming variables and never values', () => {
    const env = { NODE_ENV: 'production', ERP_BASE_URL: 'http://erp.secret-host:8080', JCC_PASSWORD: 'pw-1' };
    expect(missingForDeployment(env)).toEqual([
      'SITE_URL',
      'SESSION_SECRET',
      'SMTP_HOST',
      'JCC_BASE_URL',
      'SHOP_VAT_NUMBER',
      'JCC_USERNAME and JCC_PASSWORD (or JCC_TOKEN)',
    ]);
    const message = deploymentRefusal(env) ?? '';
    expect(message).toContain('ERP_BASE_URL names a host outside this machine');
    expect(message).toContain(
      'missing: SITE_URL, SESSION_SECRET, SMTP_HOST, JCC_BASE_URL, SHOP_VAT_NUMBER, JCC_USERNAME and JCC_PASSWORD (or JCC_TOKEN)',
    );
    expect(message).not.toContain('secret-host');
    expect(message).not.toContain('pw-1');
  });

  it('counts a blank value as missing', () => {
    expect(missingForDeployment({ ...COMPLETE, SMTP_HOST: '', SITE_URL: '' })).toEqual([
      'SITE_URL',
      'SMTP_HOST',
    ]);
  });

  it('on Vercel also needs PostgreSQL and Redis (no local disk, many instances)', () => {
    expect(missingForDeployment({ ...COMPLETE, VERCEL: '1' })).toEqual(['DATABASE_URL', 'REDIS_URL']);
    expect(
      missingForDeployment({
        ...COMPLETE,
        VERCEL: '1',
        DATABASE_URL: 'postgres://db/shop',
        REDIS_URL: 'redis://r',
      }),
    ).toEqual([]);
  });

  it('is no deployment on a fresh clone: npm start in production on the sandbox starts', () => {
    expect(deploymentRefusal({ NODE_ENV: 'production' })).toBeUndefined();
    expect(
      deploymentRefusal({ NODE_ENV: 'production', PORT: '3310', SMTP_HOST: '127.0.0.1' }),
    ).toBeUndefined();
  });
});

describe("a deployment on JCC's test gateway", () => {
  const TEST_GATEWAY = 'https://gateway-test.jcc.com.cy/payment/rest/';

  it("is JCC's test host only, whatever the path, case or trailing dot", () => {
    for (const url of [
      TEST_GATEWAY,
      'https://GATEWAY-TEST.jcc.com.cy/',
      'https://gateway-test.jcc.com.cy./x',
    ])
      expect(isJccTestGateway(url)).toBe(true);
    for (const url of [
      'https://gateway.jcc.com.cy/payment/rest/',
      'https://gateway-test.jcc.com.cy.evil.example/',
      'https://evil.example/gateway-test.jcc.com.cy/',
      'not a url',
      undefined,
    ])
      expect(isJccTestGateway(url)).toBe(false);
  });

  it('is refused unless JCC_ALLOW_TEST=1, in one message naming the setting and no secret', () => {
    const env = { ...COMPLETE, JCC_BASE_URL: TEST_GATEWAY };
    expect(missingForDeployment(env)).toEqual([]);
    expect(refusedForDeployment(env)).toHaveLength(1);
    const message = deploymentRefusal(env) ?? '';
    expect(message).toMatch(/^Invalid configuration: this is a deployment/);
    expect(message).toContain("JCC_BASE_URL is JCC's test gateway (gateway-test.jcc.com.cy)");
    expect(message).toContain('set JCC_ALLOW_TEST=1 only if this deployment is meant to take test payments');
    expect(message).not.toContain(COMPLETE.JCC_PASSWORD);
    expect(deploymentRefusal({ ...env, JCC_ALLOW_TEST: '0' })).toBe(message);
    expect(deploymentRefusal({ ...env, JCC_ALLOW_TEST: '1' })).toBeUndefined();
  });

  it('is said after what is missing, in the same message', () => {
    const { SMTP_HOST: _, ...env } = { ...COMPLETE, JCC_BASE_URL: TEST_GATEWAY };
    expect(deploymentRefusal(env)).toMatch(/missing: SMTP_HOST; JCC_BASE_URL is JCC's test gateway/);
  });

  it('is no concern of a run that is no deployment', () => {
    expect(refusedForDeployment({ NODE_ENV: 'development', JCC_BASE_URL: TEST_GATEWAY })).toEqual([]);
    expect(deploymentRefusal({ ...COMPLETE, NODE_ENV: 'test', JCC_BASE_URL: TEST_GATEWAY })).toBeUndefined();
  });
});
