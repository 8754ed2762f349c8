import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@common/limits';
import { ROUTES } from '@common/routes';
import { describe, expect, it } from 'vitest';

const DIR = path.resolve(__dirname, 'locales');

function flatten(obj: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof obj === 'string') {
    out.set(prefix, obj);
    return out;
  }
  if (obj && typeof obj === 'object') {
    for (const [k, v] of Object.entries(obj)) {
      for (const [kk, vv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
    }
  }
  return out;
}

function load(locale: string): Map<string, string> {
  const dir = path.join(DIR, locale);
  const merged: Record<string, unknown> = {};
  if (fs.existsSync(dir)) {
    for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.json'))) {
      merged[f.slice(0, -5)] = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
    }
  }
  return flatten(merged);
}

const en = load('en');
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} has every key that en has, with the same placeholders`, () => {
      const other = load(locale);
      const missing = [...en.keys()].filter((k) => !other.has(k));
      expect(missing).toEqual([]);
      const extra = [...other.keys()].filter((k) => !en.has(k));
      expect(extra).toEqual([]);
      for (const [k, v] of en) expect([k, placeholders(other.get(k) ?? '')]).toEqual([k, placeholders(v)]);
    });
  }

  it('every route has a title in en', () => {
    const missing = ROUTES.map((r) => `routes.${r.name}`).filter((k) => !en.has(k));
    expect(missing).toEqual([]);
  });

  it('every literal t() key in the web code exists in en', () => {
    const keys = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
          const src = fs.readFileSync(p, 'utf8');
          for (const m of src.matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)) if (m[1]) keys.add(m[1]);
        }
      }
    };
    walk(path.resolve(__dirname, '..'));
    const missing = [...keys].filter((k) => !en.has(k) && ![...en.keys()].some((e) => e.startsWith(`${k}_`)));
    expect(missing).toEqual([]);
  });
});
