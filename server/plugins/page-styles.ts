import { createHash } from 'node:crypto';

/**
 * A server-rendered page carries only the public sheet's rules that can apply to it (decision
 * 021e): a rule whose every selector needs a class the page's HTML never names is left out. The
 * whole sheet was 65 KB raw and 61 % of the landing's bytes on the wire, and the browser parsed and
 * matched all of it before the first paint. The page is static until the visitor's first intent,
 * and then the starter loads the app's whole sheet before the app runs (deferred-start.ts), so a
 * class that only the app adds later never needs a rule here.
 *
 * Conservative by construction: what a selector needs inside `:not()`, `:is()`, `:where()` or
 * `:has()` and inside attribute selectors is not counted, so such a rule stays; at-rules other than
 * groups (`@property`, `@keyframes`, `@font-face`…) always stay; the kept rules keep their order.
 */

/** A rule kept as it is, a style rule with what each of its selectors needs, or a group of them. */
type Item =
  | { kind: 'text'; text: string }
  | { kind: 'rule'; text: string; needs: string[][] }
  | { kind: 'group'; head: string; items: Item[] };

/** Distinct class sets remembered (about one per page kind and site template). */
const MAX_SUBSETS = 200;

export type StyleSubset = {
  css: string;
  /** Its CSP source (`sha256-…`): a page's policy allows its own <style> only. */
  hash: string;
};

export function createPageStyles(css: string) {
  const items = parseItems(css, 0).items;
  const subsets = new Map<string, StyleSubset>();
  return {
    /** The sheet's rules that can apply to a document naming these classes. */
    subsetFor(classes: ReadonlySet<string>): StyleSubset {
      const key = [...classes].sort().join(' ');
      const known = subsets.get(key);
      if (known) return known;
      const subset = print(items, classes);
      const made = { css: subset, hash: cspHash(subset) };
      if (subsets.size >= MAX_SUBSETS) subsets.delete(subsets.keys().next().value as string);
      subsets.set(key, made);
      return made;
    },
  };
}

/** The CSP source of an inline element's text. */
export function cspHash(text: string): string {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Every class an HTML document names in a class attribute (as React writes them: double quotes). */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
    const decoded = value.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) =>
      name[0] === '#'
        ? String.fromCodePoint(
            name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
          )
        : (ENTITIES[name] ?? entity),
    );
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

function print(items: Item[], classes: ReadonlySet<string>): string {
  let out = '';
  for (const item of items) {
    if (item.kind === 'text') out += item.text;
    else if (item.kind === 'rule') {
      if (item.needs.some((needed) => needed.every((name) => classes.has(name)))) out += item.text;
    } else {
      const inner = print(item.items, classes);
      if (inner) out += `${item.head}{${inner}}`;
    }
  }
  return out;
}

/** Grouping at-rules whose rules are filtered one by one; other at-rules are kept whole. */
const GROUPS = /^@(media|supports|layer|container)\b/i;

/**
 * The items of a block from `start` to its closing brace (or the end). Strings, comments and
 * escapes are skipped over, so a brace inside them does not count.
 */
function parseItems(css: string, start: number): { items: Item[]; end: number } {
  const items: Item[] = [];
  let i = start;
  while (i < css.length) {
    i = skipSpace(css, i);
    if (i >= css.length) break;
    if (css[i] === '}') return { items, end: i + 1 };
    if (css.startsWith('/*!', i)) {
      // A comment to keep (a licence).
      const close = css.indexOf('*/', i + 3);
      const end = close === -1 ? css.length : close + 2;
      items.push({ kind: 'text', text: css.slice(i, end) });
      i = end;
      continue;
    }
    const stop = findTopLevel(css, i, '{;}');
    if (stop >= css.length || css[stop] !== '{') {
      // A statement (`@layer a, b;`, `@import …;`) or stray text: kept as it is.
      const end = stop < css.length && css[stop] === ';' ? stop + 1 : stop;
      items.push({ kind: 'text', text: css.slice(i, end) });
      i = end;
      continue;
    }
    const head = css.slice(i, stop).trim();
    if (GROUPS.test(head)) {
      const inner = parseItems(css, stop + 1);
      items.push({ kind: 'group', head, items: inner.items });
      i = inner.end;
      continue;
    }
    const end = blockEnd(css, stop);
    const text = css.slice(i, end);
    if (head.startsWith('@')) items.push({ kind: 'text', text });
    else items.push({ kind: 'rule', text, needs: splitTopLevel(head).map(classesNeeded) });
    i = end;
  }
  return { items, end: i };
}

function skipSpace(css: string, i: number): number {
  let at = i;
  for (;;) {
    while (at < css.length && /\s/.test(css[at] ?? '')) at++;
    if (!css.startsWith('/*', at) || css.startsWith('/*!', at)) return at;
    const close = css.indexOf('*/', at + 2);
    at = close === -1 ? css.length : close + 2;
  }
}

/** Index of the first of `chars` outside strings, comments, escapes and brackets, from `i`. */
function findTopLevel(text: string, i: number, chars: string): number {
  let depth = 0;
  let at = i;
  while (at < text.length) {
    const c = text[at] ?? '';
    if (c === '\\') at += 2;
    else if (c === '"' || c === "'") at = stringEnd(text, at);
    else if (c === '/' && text[at + 1] === '*') {
      const close = text.indexOf('*/', at + 2);
      at = close === -1 ? text.length : close + 2;
    } else if (depth === 0 && chars.includes(c)) return at;
    else {
      if (c === '(' || c === '[') depth++;
      else if ((c === ')' || c === ']') && depth > 0) depth--;
      at++;
    }
  }
  return text.length;
}

function stringEnd(text: string, open: number): number {
  const quote = text[open];
  let at = open + 1;
  while (at < text.length && text[at] !== quote) at += text[at] === '\\' ? 2 : 1;
  return at + 1;
}

/** The index after the brace that closes the block opened at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  let at = open;
  while (at < css.length) {
    const c = css[at];
    if (c === '\\') {
      at += 2;
      continue;
    }
    if (c === '"' || c === "'") {
      at = stringEnd(css, at);
      continue;
    }
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return at + 1;
    at++;
  }
  return css.length;
}

function splitTopLevel(selectors: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (;;) {
    const comma = findTopLevel(selectors, from, ',');
    parts.push(selectors.slice(from, comma));
    if (comma >= selectors.length) return parts;
    from = comma + 1;
  }
}

/**
 * The classes one selector needs, outside functional pseudo-classes and attribute selectors:
 * `html.lavish .hero__title:not(.x)` needs `lavish` and `hero__title`.
 */
function classesNeeded(selector: string): string[] {
  const needed: string[] = [];
  let at = 0;
  while (at < selector.length) {
    const c = selector[at];
    if (c === '\\') at += 2;
    else if (c === '"' || c === "'") at = stringEnd(selector, at);
    else if (c === '[' || c === '(') at = closing(selector, at);
    else if (c === '.') {
      const { name, end } = identifier(selector, at + 1);
      if (name) needed.push(name);
      at = end;
    } else at++;
  }
  return needed;
}

/** The index after the bracket that closes the one at `open` (nested ones, strings, escapes skipped). */
function closing(text: string, open: number): number {
  const close = text[open] === '[' ? ']' : ')';
  let at = open + 1;
  while (at < text.length && text[at] !== close) {
    const c = text[at];
    if (c === '\\') at += 2;
    else if (c === '"' || c === "'") at = stringEnd(text, at);
    else if (c === '[' || c === '(') at = closing(text, at);
    else at++;
  }
  return at + 1;
}

const IDENT_CHAR = /[\w\u00a0-\uffff-]/;
const HEX = /[\da-f]/i;

/** A CSS identifier from `start`, its escapes (`\:`, `\31 0`) decoded. */
function identifier(text: string, start: number): { name: string; end: number } {
  let name = '';
  let at = start;
  while (at < text.length) {
    const c = text[at] ?? '';
    if (c === '\\') {
      let hex = '';
      let next = at + 1;
      while (hex.length < 6 && HEX.test(text[next] ?? '')) hex += text[next++];
      if (hex) {
        name += String.fromCodePoint(Number.parseInt(hex, 16));
        // One whitespace after a hex escape belongs to it.
        at = /\s/.test(text[next] ?? '') ? next + 1 : next;
      } else {
        name += text[at + 1] ?? '';
        at += 2;
      }
    } else if (IDENT_CHAR.test(c)) {
      name += c;
      at++;
    } else break;
  }
  return { name, end: at };
}
