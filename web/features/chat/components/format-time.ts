import { warmDateFormatting } from '@web/lib/format-locale';

const OPTIONS = {
  time: { hour: '2-digit', minute: '2-digit' },
  weekday: { weekday: 'short' },
  date: { day: 'numeric', month: 'short' },
  day: { weekday: 'long', day: 'numeric', month: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();

// Chat lists and conversations show times in their first render with the data.
warmDateFormatting();

/**
 * One formatter per locale and style, kept: `toLocaleDateString(locale, options)` builds a new
 * one on every call, and a conversation formats each message's time and day (issue 23).
 */
function formatter(locale: string, style: keyof typeof OPTIONS): Intl.DateTimeFormat {
  const key = `${style}|${locale}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, OPTIONS[style]);
    formatters.set(key, f);
  }
  return f;
}

/** Short, localised message times: the hour today, the weekday this week, else the date. */
export function formatMessageTime(iso: string, locale: string, now = new Date()): string {
  const d = new Date(iso);
  const sameDay = d.toDateString() === now.toDateString();
  if (sameDay) return formatter(locale, 'time').format(d);
  const days = (now.getTime() - d.getTime()) / 86_400_000;
  if (days < 6) return formatter(locale, 'weekday').format(d);
  return formatter(locale, 'date').format(d);
}

/** Day separators in a conversation. */
export function formatDay(iso: string, locale: string): string {
  return formatter(locale, 'day').format(new Date(iso));
}
