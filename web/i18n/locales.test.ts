import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@common/limits';
import { ROUTES } from '@common/routes';
import i18next from 'i18next';
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

function readBundle(locale: string): Record<string, unknown> {
  const dir = path.join(DIR, locale);
  const merged: Record<string, unknown> = {};
  if (fs.existsSync(dir)) {
    for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.json'))) {
      merged[f.slice(0, -5)] = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
    }
  }
  return merged;
}

const load = (locale: string): Map<string, string> => flatten(readBundle(locale));

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

const PLURAL = /_(one|few|many|other)$/; // not _zero: errors.balance_below_zero is a code, not a count
const CONTEXT = /_(female|male)$/;

describe('plural and context forms (decision 019g)', () => {
  for (const locale of LOCALES) {
    it(`${locale} has every plural form its language needs, and a base key beside each gender context`, () => {
      const keys = load(locale);
      const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const families = new Set(
        [...keys.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')),
      );
      for (const base of families) {
        const missing = needed.filter((c) => !keys.has(`${base}_${c}`));
        expect([base, missing]).toEqual([base, []]);
      }
      const contexts = [...keys.keys()].filter((k) => CONTEXT.test(k) && !PLURAL.test(k));
      for (const k of contexts) expect([k, keys.has(k.replace(CONTEXT, ''))]).toEqual([k, true]);
    });
  }

  it('Polish reads the name in the nominative, and counts and genders in their own forms', async () => {
    const t = i18next.createInstance();
    await t.init({
      lng: 'pl',
      resources: { pl: { translation: readBundle('pl') } },
      interpolation: { escapeValue: false },
    });
    expect(t.t('chat.conversation.helloTitle', { name: 'Paweł', context: 'male' })).toBe(
      'Paweł czeka na Twoją wiadomość',
    );
    // The pronoun after "z" follows the gender; a no-break space keeps the one-letter word off a line end.
    expect(t.t('chat.conversation.helloBody', { context: 'female' })).toContain('Przywitaj się z\u00a0nią');
    expect(t.t('chat.conversation.helloBody', { context: 'male' })).toContain('Przywitaj się z\u00a0nim');
    expect(t.t('chat.conversation.helloBody')).not.toMatch(/ z\u00a0ni/);
    const unread = [1, 3, 5, 22, 25].map((count) => t.t('chat.list.unread', { count }));
    expect(unread).toEqual([
      '1 nieprzeczytana wiadomość',
      '3 nieprzeczytane wiadomości',
      '5 nieprzeczytanych wiadomości',
      '22 nieprzeczytane wiadomości',
      '25 nieprzeczytanych wiadomości',
    ]);
    expect(t.t('chat.outOfCredits.body', { count: 2 })).toContain('2 kredyty');
    expect(t.t('signup.values.relationship.divorced', { context: 'female' })).toBe('Rozwiedziona');
    expect(t.t('signup.values.relationship.divorced', { context: 'male' })).toBe('Rozwiedziony');
    expect(t.t('signup.values.relationship.divorced')).toBe('Po rozwodzie');
  });
});
