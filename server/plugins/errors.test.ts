import { Writable } from 'node:stream';
import { setUpTestDb } from '@server/test/test-app';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';

/** Issue 16 defect 6: PostgreSQL's refusals of client input are 4xx; failed-query logs keep no parameters. */
const tdb = setUpTestDb();
const logLines: string[] = [];
const app = Fastify({
  logger: {
    level: 'error',
    stream: new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  },
});

beforeAll(async () => {
  registerErrorHandling(app);
  app.get('/nul', async () => tdb.db.execute(sql`select ${'a\u0000b'}::text`));
  app.get('/jsonb-nul', async () => tdb.db.execute(sql`select ${'{"a":"\\u0000"}'}::jsonb ->> 'a'`));
  app.get('/unique', async () => {
    await tdb.db.execute(sql`create temp table if not exists u (k text primary key)`);
    await tdb.db.execute(sql`insert into u values ('same') on conflict do nothing`);
    return tdb.db.execute(sql`insert into u values ('same')`);
  });
  app.get('/secret', async () => tdb.db.execute(sql`select ${'push-key-SECRET-123'}::int`));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('database errors caused by the client', () => {
  it('NUL in text (22021) and in jsonb (22P05) answer 400', async () => {
    for (const url of ['/nul', '/jsonb-nul']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toBe('validation_failed');
    }
  });

  it('a unique violation (a lost race) answers 409 conflict', async () => {
    const res = await app.inject({ url: '/unique' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('conflict');
  });

  it('a real failure is a 500 whose log names the query but not its parameters', async () => {
    logLines.length = 0;
    const res = await app.inject({ url: '/secret' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('SECRET');
    const log = logLines.join('\n');
    expect(log).toContain('unexpected error');
    expect(log).toContain('select $1::int');
    expect(log).toContain('22P02');
    expect(log, log).not.toContain('SECRET');
  });
});
