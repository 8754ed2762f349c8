import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { classesOf, createPageStyles } from './page-styles';
import { contentSecurityPolicy } from './security';
import { pageStyler } from './web-pages';

/** The shapes the built sheet has (Tailwind's output through lightningcss), each with a class. */
const SHEET = [
  '/*! tailwindcss v4 | MIT License */',
  '@layer theme{:root,:host{--x:1}}',
  '@layer base{*,:after{box-sizing:border-box}button:not(:disabled){cursor:pointer}}',
  '@layer components{.card{padding:1rem}.card__title{font-weight:700}.hero .card{margin:0}}',
  '@layer utilities{.sm\\:flex{display:flex}.\\32 xl\\:p-4{padding:1rem}.text-\\[var\\(--x\\)\\]{color:var(--x)}}',
  'html.lavish .card{color:gold}',
  'html.classic .card,.promo{color:navy}',
  '.btn:not(.btn--ghost):hover{color:red}',
  ':is(.menu,.drawer) a{color:green}',
  '.field:has(.error){border-color:red}',
  'a[href$=".pdf"]{content:"{ .pdf }"}',
  '@media (width>=640px){.card{padding:2rem}.drawer{display:block}}',
  '@property --tw-shadow{syntax:"*";inherits:false}',
  '@keyframes fade{0%{opacity:0}to{opacity:1}}',
].join('');

const subset = (classes: string[]) => createPageStyles(SHEET).subsetFor(new Set(classes)).css;

describe('a page carries the rules it can use (021e)', () => {
  it('keeps a rule when one of its selectors has every class it needs, in the sheet order', () => {
    expect(subset(['classic', 'card', 'btn', 'sm:flex', '2xl:p-4', 'text-[var(--x)]'])).toBe(
      [
        '/*! tailwindcss v4 | MIT License */',
        '@layer theme{:root,:host{--x:1}}',
        '@layer base{*,:after{box-sizing:border-box}button:not(:disabled){cursor:pointer}}',
        '@layer components{.card{padding:1rem}}',
        '@layer utilities{.sm\\:flex{display:flex}.\\32 xl\\:p-4{padding:1rem}.text-\\[var\\(--x\\)\\]{color:var(--x)}}',
        'html.classic .card,.promo{color:navy}',
        '.btn:not(.btn--ghost):hover{color:red}',
        ':is(.menu,.drawer) a{color:green}',
        'a[href$=".pdf"]{content:"{ .pdf }"}',
        '@media (width>=640px){.card{padding:2rem}}',
        '@property --tw-shadow{syntax:"*";inherits:false}',
        '@keyframes fade{0%{opacity:0}to{opacity:1}}',
      ].join(''),
    );
  });

  it('drops the other template, empty groups and rules whose classes the page lacks', () => {
    const lavish = subset(['lavish', 'card']);
    expect(lavish).toContain('html.lavish .card{color:gold}');
    expect(lavish).not.toContain('html.classic');
    const css = subset(['lavish', 'field']);
    expect(css).not.toContain('.card');
    expect(css).not.toContain('@layer components');
    expect(css).not.toContain('@media');
    // What :has(), :is(), :not() and attribute selectors name is not required.
    expect(css).toContain('.field:has(.error){border-color:red}');
    expect(css).toContain(':is(.menu,.drawer) a{color:green}');
    expect(css).toContain('a[href$=".pdf"]');
    expect(subset([])).not.toContain('.btn');
  });

  it('reads the classes a page names, entities decoded', () => {
    const html =
      '<html lang="en" class="classic"><body><div class="card  hero"><p class="text-[var(--x)] [&amp;_svg]:size-4">' +
      '</p></div><svg class="icon"></svg><script type="application/json">{"class":"no"}</script></body></html>';
    expect([...classesOf(html)].sort()).toEqual([
      '[&_svg]:size-4',
      'card',
      'classic',
      'hero',
      'icon',
      'text-[var(--x)]',
    ]);
  });

  it("puts the subset in the page and its hash in the page's policy", () => {
    const stylePage = pageStyler(SHEET, ['sha256-starter']);
    const page = (body: string) =>
      `<html class="classic"><head><style>${SHEET}</style><link rel="stylesheet" href="/a.css" disabled data-with-app></head><body>${body}</body></html>`;
    const { html, policy } = stylePage(page('<div class="card"></div>'));
    const css = /<style>(.*)<\/style>/.exec(html)?.[1] ?? '';
    expect(css).toBe(subset(['classic', 'card']));
    expect(html).toContain('<link rel="stylesheet" href="/a.css" disabled data-with-app>');
    expect(policy).toBe(
      contentSecurityPolicy(
        [`sha256-${createHash('sha256').update(css).digest('base64')}`],
        ['sha256-starter'],
      ),
    );
    expect(stylePage(page('<div class="promo"></div>')).policy).not.toBe(policy);
  });
});
