import type { z } from 'zod';

/*
 * Request values derived from a route's zod schema: one plausible sample, then mutations of
 * every leaf (wrong types, NUL, huge, negative, prototype names, arrays for scalars) and of the
 * whole object (unknown keys, prototype keys, wrong shapes).
 */

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  in?: z.ZodType;
  format?: string;
  checks?: { _zod: { def: { check: string; minimum?: number; length?: number } } }[];
};
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

const isOptional = (s: z.ZodType) => ['optional', 'default', 'prefault'].includes(defOf(s).type);

function stringSample(d: Def): string {
  if (d.format === 'url') return 'https://push.example.com/fuzz';
  if (d.format === 'email') return 'fuzz@example.com';
  let min = 3;
  for (const c of d.checks ?? []) {
    const cd = c._zod.def;
    if (cd.check === 'length_equals' && cd.length !== undefined) return 'a'.repeat(cd.length);
    if (cd.check === 'min_length' && cd.minimum !== undefined) min = Math.max(min, cd.minimum);
  }
  return 'a'.repeat(min);
}

/**
 * A value the schema would likely accept: required keys only, so that one mutated field is the
 * only thing wrong with a request and it reaches as deep into the route as it can.
 */
export function sample(schema: z.ZodType, depth = 0): unknown {
  const d = defOf(schema);
  if (depth > 6) return null;
  switch (d.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(d.shape ?? {})
          .filter(([, v]) => !isOptional(v))
          .map(([k, v]) => [k, sample(v, depth + 1)]),
      );
    case 'string':
      return stringSample(d);
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(d.entries ?? {})[0];
    case 'literal':
      return d.values?.[0];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return d.innerType ? sample(d.innerType, depth + 1) : null;
    case 'array':
      return d.element ? [sample(d.element, depth + 1)] : [];
    case 'record':
      return d.valueType ? { key: sample(d.valueType, depth + 1) } : {};
    case 'union':
      return d.options?.[0] ? sample(d.options[0], depth + 1) : null;
    case 'pipe':
      return d.in ? sample(d.in, depth + 1) : null;
    default:
      return null;
  }
}

const HUGE = 'x'.repeat(100_000);
/**
 * Integers just past int4, int8 and the safe JS range, and other numbers that parse in one place
 * but not in the next (JavaScript, zod, PostgreSQL). Issue 22 §9: a bigint overflow answered 500.
 */
const NUMERIC_TEXTS = [
  '2147483648',
  '9223372036854775807',
  '9223372036854775808',
  '-9223372036854775809',
  '99999999999999999999999999',
  '1e21',
  'NaN',
  'Infinity',
  '-0',
];
/** The same in JSON bodies, as numbers (they travel as the nearest double). */
const NUMERIC_NUMBERS = [2 ** 31, 2 ** 53 + 2, 2 ** 63, -(2 ** 64), 1e21];
/** What each leaf is replaced with, in turn. */
export const LEAF_MUTATIONS: unknown[] = [
  'a\u0000b',
  HUGE,
  -1,
  -1e308,
  1e308,
  1.5,
  0,
  '',
  true,
  null,
  ['a', 'b'],
  { nested: 1 },
  { constructor: 'x', toString: 'y', valueOf: 'z' },
  'constructor',
  '__proto__',
  'toString',
  '\r\nX-Injected: 1',
  '😀'.repeat(2000),
  ...NUMERIC_NUMBERS,
  ...NUMERIC_TEXTS,
];
/** What a query parameter is replaced with (the same ideas, as URL text). */
export const QUERY_MUTATIONS: (string | string[])[] = [
  'a\u0000b',
  'x'.repeat(20_000),
  '-1',
  '1e400',
  '9007199254740993',
  '1.5',
  '',
  'constructor',
  '__proto__',
  'toString',
  ['1', '2'],
  '%00',
  '\r\n',
  ...NUMERIC_TEXTS,
];

type Leaf = { path: string[] };
/** Every key the schema knows (optional ones too), nested objects included. */
function leaves(schema: z.ZodType, path: string[] = [], out: Leaf[] = []): Leaf[] {
  let d = defOf(schema);
  while (['optional', 'nullable', 'default', 'prefault', 'pipe'].includes(d.type)) {
    const inner = d.innerType ?? d.in;
    if (!inner) break;
    d = defOf(inner);
  }
  if (path.length > 0) out.push({ path });
  if (d.type === 'object' && path.length < 4) {
    for (const [k, v] of Object.entries(d.shape ?? {})) leaves(v, [...path, k], out);
  }
  return out;
}

function setAt(base: unknown, path: string[], v: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let o: Record<string, unknown> = copy;
  for (const k of path.slice(0, -1)) {
    if (!o[k] || typeof o[k] !== 'object') o[k] = {};
    o = o[k] as Record<string, unknown>;
  }
  const last = path[path.length - 1];
  if (last !== undefined) o[last] = v;
  return copy;
}

/** Mutated JSON bodies as raw text (so `__proto__` can be a real key). */
export function bodyMutations(schema: z.ZodType | undefined): string[] {
  const base = schema ? sample(schema) : {};
  const out: string[] = [JSON.stringify(base)];
  for (const leaf of schema ? leaves(schema) : []) {
    for (const m of LEAF_MUTATIONS) out.push(JSON.stringify(setAt(base, leaf.path, m)));
  }
  const obj = base && typeof base === 'object' && !Array.isArray(base) ? base : {};
  out.push(
    '{}',
    '[]',
    '"text"',
    'null',
    '12',
    JSON.stringify({ ...obj, unknown_key: 1 }),
    JSON.stringify({ ...obj, constructor: 'x', toString: 'x', hasOwnProperty: 'x', valueOf: 1 }),
    `{"__proto__":{"polluted":1},${JSON.stringify(obj).slice(1)}`.replace(',}', '}'),
    JSON.stringify({ ...obj, personal: { constructor: 'x', toString: 'y', __defineGetter__: 'z' } }),
    `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`,
    '{"unterminated": ',
  );
  return out;
}

/** Mutated query strings for a schema (each parameter replaced in turn, plus unknown ones). */
export function queryMutations(schema: z.ZodType | undefined): string[] {
  const base = (schema ? sample(schema) : {}) as Record<string, unknown>;
  const params = (over: Record<string, string | string[]>) => {
    const q = new URLSearchParams();
    const all: Record<string, unknown> = { ...base, ...over };
    for (const [k, v] of Object.entries(all)) {
      if (v === undefined || v === null) continue;
      for (const one of [v].flat()) q.append(k, typeof one === 'object' ? JSON.stringify(one) : String(one));
    }
    return q.toString();
  };
  const out = [params({})];
  const keys = schema ? leaves(schema).map((l) => l.path.join('.')) : [];
  for (const k of keys) for (const m of QUERY_MUTATIONS) out.push(params({ [k]: m }));
  out.push(params({ unknown: '1', constructor: 'x', ['__proto__']: 'x', toString: 'x' }), 'a=%ZZ&%00=1');
  return out;
}
