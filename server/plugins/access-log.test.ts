import { createTestApp, type TestApp } from '@server/test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const lines: Record<string, unknown>[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    config: {
      logLevel: 'info',
      isDev: false,
      logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    },
  });
});
afterAll(async () => t.close());

describe('request logging (the shipped LOG_LEVEL=info)', () => {
  it('writes one JSON line per request with the request id of the X-Request-Id header, without the query', async () => {
    const before = lines.length;
    const res = await t.app.inject({ url: '/api/activate.php?token=secret-token-value' });
    const mine = lines.slice(before).filter((l) => l.reqId === res.headers['x-request-id']);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ level: 30, msg: 'request', method: 'GET', url: '/api/activate.php' });
    expect(mine[0]?.status).toBe(res.statusCode);
    expect(JSON.stringify(lines)).not.toContain('secret-token-value');
  });
});
