import { describe, expect, it } from 'vitest';
import { line, text } from './text';

describe('shared request strings', () => {
  it('refuse NUL everywhere', () => {
    expect(text().safeParse('a\u0000b').success).toBe(false);
    expect(line().safeParse('a\u0000b').success).toBe(false);
  });
  it('let multi-line text keep line breaks and tabs, but not other controls', () => {
    expect(text().safeParse('one\r\ntwo\tthree').success).toBe(true);
    expect(text().safeParse('bell\u0007').success).toBe(false);
    expect(text().safeParse('del\u007f').success).toBe(false);
  });
  it('refuse CR and LF in one-line values such as names', () => {
    expect(line().safeParse('Anna\r\nBcc: x@example.com').success).toBe(false);
    expect(line().safeParse('Anna-Maria Łódź 😊').success).toBe(true);
  });
  it('still chain like a plain zod string', () => {
    const s = line().trim().max(3);
    expect(s.safeParse('  abc ').success).toBe(true);
    expect(s.safeParse('abcd').success).toBe(false);
  });
});
