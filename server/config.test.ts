import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig: mail and the development outbox (issue 16.5)', () => {
  it('serves /dev/mail on a fresh machine (npm start: no NODE_ENV, no SMTP_URL)', () => {
    const c = loadConfig({});
    expect(c.isProduction).toBe(false);
    expect(c.devMail).toBe(true);
  });

  it('refuses to start in production without SMTP_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL: required in production/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://amorio.example' })).toThrow(/SMTP_URL/);
  });

  it('never serves the outbox in production', () => {
    const prod = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example:587',
      DEMO_PAYMENTS: '1',
    });
    expect(prod.isProduction).toBe(true);
    expect(prod.devMail).toBe(false);
    expect(() =>
      loadConfig({
        PUBLIC_URL: 'https://amorio.example',
        SMTP_URL: 'smtp://mail.example',
        DEV_MAIL: '1',
        DEMO_PAYMENTS: '1',
      }),
    ).toThrow(/DEV_MAIL/);
  });

  it('loads the e2e test sites only outside production', () => {
    expect(loadConfig({ TEST_SITES_DIR: './e2e/sites' }).testSitesDir).toMatch(/e2e\/sites$/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.example',
        DEMO_PAYMENTS: '1',
        TEST_SITES_DIR: './e2e/sites',
      }),
    ).toThrow(/TEST_SITES_DIR: test sites are never served in production/);
  });

  it('leaves the outbox off when mail really goes out, unless asked for', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://localhost:2525' }).devMail).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://localhost:2525', DEV_MAIL: '1' }).devMail).toBe(true);
    expect(loadConfig({ DEV_MAIL: '0' }).devMail).toBe(false);
  });

  it('lists every problem at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'mollie' })).toThrow(
      /MOLLIE_API_KEY[\s\S]*SMTP_URL/,
    );
  });
});

describe('loadConfig: payments in production (issue 22.1)', () => {
  const prod = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' } as const;

  it('keeps the demo provider on a fresh machine (npm start), without the staging switch', () => {
    const c = loadConfig({});
    expect(c.paymentProvider).toBe('demo');
    expect(c.demoPaymentsSwitch).toBe(false);
  });

  it('refuses to start in production without a real provider, naming the variable', () => {
    expect(() => loadConfig(prod)).toThrow(/PAYMENT_PROVIDER: required in production/);
    expect(() => loadConfig({ ...prod, PAYMENT_PROVIDER: 'demo' })).toThrow(/PAYMENT_PROVIDER/);
    // An https PUBLIC_URL counts as production too.
    expect(() =>
      loadConfig({ PUBLIC_URL: 'https://amorio.example', SMTP_URL: 'smtp://mail.example' }),
    ).toThrow(/PAYMENT_PROVIDER[\s\S]*DEMO_PAYMENTS=1/);
  });

  it('runs Mollie in production', () => {
    const c = loadConfig({ ...prod, PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'live_x' });
    expect(c.paymentProvider).toBe('mollie');
    expect(c.demoPaymentsSwitch).toBe(false);
  });

  it('allows the demo checkout in production only with DEMO_PAYMENTS=1 (staging)', () => {
    const c = loadConfig({ ...prod, DEMO_PAYMENTS: '1' });
    expect(c.paymentProvider).toBe('demo');
    expect(c.demoPaymentsSwitch).toBe(true);
    expect(loadConfig({ ...prod, PAYMENT_PROVIDER: 'demo', DEMO_PAYMENTS: '1' }).paymentProvider).toBe(
      'demo',
    );
    expect(() => loadConfig({ ...prod, DEMO_PAYMENTS: 'yes' })).toThrow(/DEMO_PAYMENTS/);
    expect(() =>
      loadConfig({ ...prod, PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'live_x', DEMO_PAYMENTS: '1' }),
    ).toThrow(/DEMO_PAYMENTS: only with PAYMENT_PROVIDER=demo/);
  });
});

describe('loadConfig: the price country header (issue 22.13)', () => {
  it('names no header by default and reads one as a lower-case header name', () => {
    expect(loadConfig({}).countryHeader).toBeUndefined();
    expect(loadConfig({ COUNTRY_HEADER: 'CF-IPCountry' }).countryHeader).toBe('cf-ipcountry');
    expect(() => loadConfig({ COUNTRY_HEADER: 'cf ipcountry: DE' })).toThrow(/COUNTRY_HEADER/);
  });
});
