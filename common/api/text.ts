import { z } from 'zod';

/*
 * Every string a client sends goes through one of these. PostgreSQL `text` and `jsonb` cannot
 * hold NUL (it fails with 22021 / 22P05, which used to surface as 500s), and a line break in a
 * name or a key ends up in mail headers and log lines. Refused input answers 400 `invalid`.
 */

// Cc = the C0 and C1 control characters and DEL; line breaks and tab are the only ones text keeps.
const NO_CONTROL_BUT_LINE_BREAKS = /^(?:[\t\n\r]|\P{Cc})*$/u;
const NO_CONTROL = /^\P{Cc}*$/u;

/** Free text that may span lines (about-me, report text, messages): no NUL or other controls. */
export const text = () => z.string().regex(NO_CONTROL_BUT_LINE_BREAKS, 'invalid');

/** One line (names, cities, codes, keys, ids, tracking values): no control characters at all. */
export const line = () => z.string().regex(NO_CONTROL, 'invalid');

/** True when `v` is safe as one line; for checks outside a zod schema. */
export const isOneLine = (v: string): boolean => NO_CONTROL.test(v);
