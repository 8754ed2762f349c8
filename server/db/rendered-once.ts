import type { QueryWithTypings, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db, Tx } from './client';

/** The inputs of a statement: numbers and strings that reach it only as parameters. */
type Inputs = Record<string, number | string>;

type Plan =
  | { kind: 'const'; value: unknown }
  | { kind: 'value'; key: string }
  /** A string built from inputs (a rate-limit key, a URL): the parts between them, and which. */
  | { kind: 'text'; parts: string[]; keys: string[] };

const dialect = new PgDialect();
/** In tests, every call is checked against a fresh rendering (free in production). */
const CHECK_EVERY_CALL = Boolean(process.env.VITEST);

/**
 * Stand-in values for `build`: a number no statement holds otherwise, the same width for every
 * input (so none is part of another), and a string no text holds. Two sets, to tell an input's
 * parameter from a constant.
 */
function sentinels(keys: string[], set: 1 | 2, sample: Inputs): Inputs {
  return Object.fromEntries(
    keys.map((k, i) => [
      k,
      typeof sample[k] === 'number'
        ? 9_000_000_000 + set * 100_000_000 + i * 1_000 + 7
        : `\u0001${set}:${k}\u0001`,
    ]),
  );
}

function planOf(a: unknown, b: unknown, sa: Inputs, sb: Inputs, keys: string[]): Plan | null {
  const exact = keys.find((k) => a === sa[k]);
  if (exact !== undefined) return b === sb[exact] ? { kind: 'value', key: exact } : null;
  if (typeof a === 'string' && typeof b === 'string') {
    const used = keys.filter((k) => a.includes(String(sa[k])));
    if (used.length > 0) {
      const pattern = new RegExp(used.map((k) => escapeRegExp(String(sa[k]))).join('|'), 'g');
      const order = [...a.matchAll(pattern)].map((m) => used.find((k) => String(sa[k]) === m[0]) ?? '');
      const parts = a.split(pattern);
      const rebuilt = parts.reduce((s, p, i) => s + String(sb[order[i - 1] ?? ''] ?? '') + p);
      return rebuilt === b ? { kind: 'text', parts, keys: order } : null;
    }
  }
  return a === b ? { kind: 'const', value: a } : null;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A hot statement whose SQL text depends only on its shape, never on its values, rendered ONCE
 * per process: drizzle's `sql` tree of a composed statement (the chat send's nine CTEs from four
 * modules) cost ~60–80 µs of CPU to build and render at every call, for the same 5 kB of text.
 * `build` is called twice with stand-in values; the text must come out the same and every
 * parameter must be a constant, an input, or a string made of inputs (e.g. `chatSend:<user>`),
 * else this falls back to rendering at every call. Each call then only fills in the parameters
 * and runs the named prepared statement (as executePrepared, decision 019j). `build` must not
 * choose its text by a value (stand-ins cannot see every branch): under Vitest every call is
 * compared with a fresh rendering and a difference throws, so a test catches such a change.
 */
export function renderedOnce<I extends Inputs>(name: string, build: (v: I) => SQL) {
  let shape: { sql: string; typings: QueryWithTypings['typings']; plan: Plan[] } | null | undefined;
  const shapeOf = (sample: I) => {
    const keys = Object.keys(sample);
    const [sa, sb] = [sentinels(keys, 1, sample), sentinels(keys, 2, sample)];
    const a = dialect.sqlToQuery(build(sa as I));
    const b = dialect.sqlToQuery(build(sb as I));
    if (a.sql !== b.sql || a.params.length !== b.params.length) return null;
    const plan = a.params.map((p, i) => planOf(p, b.params[i], sa, sb, keys));
    return plan.every((p) => p !== null) ? { sql: a.sql, typings: a.typings, plan: plan as Plan[] } : null;
  };
  const fill = (plan: Plan, v: I): unknown => {
    if (plan.kind === 'const') return plan.value;
    if (plan.kind === 'value') return v[plan.key];
    return plan.parts.reduce((s, p, i) => s + String(v[plan.keys[i - 1] ?? ''] ?? '') + p);
  };
  return {
    /** The text and parameters of one call (what runs; the tests compare it with `build`'s). */
    query(v: I): QueryWithTypings {
      if (shape === undefined) shape = shapeOf(v);
      if (shape === null) return dialect.sqlToQuery(build(v));
      const q: QueryWithTypings = {
        sql: shape.sql,
        params: shape.plan.map((p) => fill(p, v)),
        typings: shape.typings,
      };
      if (CHECK_EVERY_CALL) {
        const fresh = dialect.sqlToQuery(build(v));
        if (fresh.sql !== q.sql || JSON.stringify(fresh.params) !== JSON.stringify(q.params)) {
          throw new Error(`${name}: the statement's text depends on its values; renderedOnce cannot hold it`);
        }
      }
      return q;
    },
    async execute<T extends pg.QueryResultRow>(q: Db | Tx, v: I): Promise<pg.QueryResult<T>> {
      const prepared = q._.session.prepareQuery(this.query(v), undefined, name, false);
      return (await prepared.execute()) as pg.QueryResult<T>;
    },
  };
}
