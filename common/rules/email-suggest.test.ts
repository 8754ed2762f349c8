import { describe, expect, it } from 'vitest';
import { suggestEmail } from './email-suggest';

describe('suggestEmail (did-you-mean, distance 2)', () => {
  it.each([
    ['anna@gmial.com', 'anna@gmail.com'],
    ['jan@zigo.nl', 'jan@ziggo.nl'],
    ['piet@kpnmial.nl', 'piet@kpnmail.nl'],
    ['lies@telenett.be', 'lies@telenet.be'],
    ['ola@inetria.pl', 'ola@interia.pl'],
    ['kasia@onet.pk', 'kasia@onet.pl'],
  ])('proposes a correction for %s', (typed, expected) => {
    expect(suggestEmail(typed)).toBe(expected);
  });

  it.each([
    'anna@gmail.com',
    'jan@ziggo.nl',
    'ola@wp.pl',
    'x@skynet.be',
    'no-at-sign',
    'a@completely-own-company.org',
  ])('proposes nothing for %s', (typed) => {
    expect(suggestEmail(typed)).toBeNull();
  });
});
