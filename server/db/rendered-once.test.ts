import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { renderedOnce } from './rendered-once';

const dialect = new PgDialect();

type V = { userId: number; text: string; n: number };
const VALUES: V[] = [
  { userId: 456, text: 'hello', n: 3 },
  { userId: 9_100_000_007, text: '\u0001x', n: 60 },
  { userId: 7, text: "it's $1 chatSend:7 /chats/7", n: 900 },
];

/** As the chat send composes it: a key and a URL made of inputs, constants, a nested fragment. */
const composed = (v: V) => {
  const hit = sql`insert into rate_limits (key, hits) select ${`chatSend:${v.userId}`}::text, 1 returning hits`;
  return sql`with hit as (${hit}) select ${v.userId}::bigint, ${v.text}::text, ${60}::int,
    ${`/chats/${v.n}/from/${v.userId}`}::text, ${'{}'}::jsonb, ${v.n}::int from hit`;
};

describe('renderedOnce', () => {
  it('renders a composed statement once and fills in each call’s parameters as rendering it would', () => {
    const statement = renderedOnce('test_composed', composed);
    for (const v of VALUES) expect(statement.query(v)).toEqual(dialect.sqlToQuery(composed(v)));
  });

  it('refuses, in tests, a statement whose text a value chooses', () => {
    const build = (v: V) => (v.n > 50 ? sql`select ${v.userId}::bigint` : sql`select ${v.text}::text`);
    const statement = renderedOnce('test_text_varies', build);
    expect(statement.query({ userId: 1, text: 'a', n: 60 })).toEqual(
      dialect.sqlToQuery(build({ userId: 1, text: 'a', n: 60 })),
    );
    expect(() => statement.query({ userId: 1, text: 'a', n: 3 })).toThrow(/depends on its values/);
  });

  it('falls back when a parameter is computed from a value, not made of it', () => {
    const build = (v: V) => sql`select ${v.n * 2}::int, ${v.text.toUpperCase()}::text`;
    const statement = renderedOnce('test_computed', build);
    for (const v of VALUES) expect(statement.query(v)).toEqual(dialect.sqlToQuery(build(v)));
  });
});
