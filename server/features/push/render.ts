import type { PushContent } from '@server/db/schema/notifications';
import type { LocaleBundle } from '@server/plugins/i18n-messages';

/** RFC 8030 services accept at least 4096 bytes of encrypted payload; ours stays far below. */
const MAX_PAYLOAD_BYTES = 3_000;

type Texts = { someone: string; kind: Record<string, string> };
const cache = new Map<string, Texts>();

/** The notification texts of web/i18n/locales/<language>/notifications.json. */
function textsOf(locales: Map<string, LocaleBundle>, language: string): Texts {
  const hit = cache.get(language);
  if (hit) return hit;
  const bundle = locales.get(language) ?? locales.get('en');
  if (!bundle) throw new Error('No locale bundles loaded');
  const texts = (JSON.parse(bundle.body) as { notifications: Texts }).notifications;
  cache.set(language, texts);
  return texts;
}

const fill = (s: string, vars: Record<string, string>) =>
  s.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => vars[k] ?? '');

/**
 * The JSON the service worker (`/sw-push.js`) shows: title, body in the member's language, the
 * route a click opens and a tag so a conversation's notifications replace each other.
 */
export function renderPush(
  locales: Map<string, LocaleBundle>,
  language: string,
  siteName: string,
  c: PushContent,
  tag: string | null,
): string {
  const texts = textsOf(locales, language);
  const name = (c.name ?? texts.someone).slice(0, 150);
  const body = fill(texts.kind[c.kind] ?? '', { name, count: String(c.count) });
  const payload = JSON.stringify({ title: siteName, body, url: c.url, tag: tag ?? c.kind });
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error('push payload too large');
  return payload;
}
