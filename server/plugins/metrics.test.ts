import { createTestApp, signUp, type TestApp } from '@server/test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from './metrics';

const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'silent', isDev: false, metricsToken: TOKEN } });
});
afterAll(async () => t.close());

describe('GET /metrics', () => {
  it('serves Prometheus text to loopback, counting requests per route pattern and status', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-call.php' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/amorio_http_requests_total\{route="\/healthz",method="GET",status="200"\} [1-9]/);
    expect(text).toMatch(/amorio_http_requests_total\{route="unmatched",method="GET",status="404"\} [1-9]/);
    expect(text).toContain('amorio_http_request_duration_seconds_bucket{le="0.001",route="/healthz"');
    expect(text).toMatch(/amorio_db_pool_connections\{pool="primary",state="total"\} \d+/);
    expect(text).toContain('amorio_event_streams 0');
    expect(text).toContain('amorio_job_queue_depth{kind="mail"} 0');
  });

  it('reports the mail queue depth (no sender runs in this app, so a signup mail waits)', async () => {
    await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.body).toContain('amorio_job_queue_depth{kind="mail"} 1');
  });

  it('is refused to a public client, also when it comes through a trusted proxy', async () => {
    const direct = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(direct.statusCode).toBe(404);
    expect(direct.body).not.toContain('amorio_');
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('lets a public scraper in with the METRICS_TOKEN bearer token, and only with it', async () => {
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN.replace(/.$/, 'x')}` },
    });
    expect(wrong.statusCode).toBe(404);
    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('amorio_http_requests_total');
  });
});

describe('isPrivateAddress', () => {
  it('knows loopback and private ranges from public ones', () => {
    for (const ip of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.1',
      'fd00::1',
    ]) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
    for (const ip of ['203.0.113.7', '172.32.0.1', '8.8.8.8', '2001:db8::1', '::ffff:8.8.8.8', 'not-an-ip']) {
      expect(isPrivateAddress(ip), ip).toBe(false);
    }
  });
});
