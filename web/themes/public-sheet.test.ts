import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const imports = (file: string): string[] =>
  [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/^@import "([^"]+)";/gm)].map(
    (m) => m[1] ?? '',
  );

/**
 * Decision 023h: public pages carry public.css and the app enables index.css over it when it
 * starts. With both present the cascade is index.css's alone only if public.css is index.css
 * minus some files, in index.css's order.
 */
describe("the public pages' stylesheet", () => {
  it("imports a subset of the app's stylesheet's files, in its order", () => {
    const all = imports('./index.css');
    const pub = imports('./public.css');
    const positions = pub.map((file) => all.indexOf(file));
    expect(positions, `${pub.join(', ')} must all be in index.css`).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(pub.length).toBeLessThan(all.length);
  });
});
