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
    const prod = loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' });
    expect(prod.isProduction).toBe(true);
    expect(prod.devMail).toBe(false);
    expect(() =>
      loadConfig({ PUBLIC_URL: 'https://amorio.example', SMTP_URL: 'smtp://mail.example', DEV_MAIL: '1' }),
    ).toThrow(/DEV_MAIL/);
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
