import type { LocaleBundle } from '@server/plugins/i18n-messages';

export type MailKind =
  | 'activation'
  | 'mailChange'
  | 'passwordReset'
  | 'passwordResetUnknown'
  | 'passwordChanged'
  | 'mailChangedOld'
  | 'memberWarning';
export type RenderedMail = { subject: string; html: string; text: string };

/** The digest of unread notifications (issue 12): a list instead of one body text. */
type DigestTexts = {
  subject: string;
  greeting: string;
  intro: string;
  someone: string;
  kind: Record<'message' | 'like' | 'like_hidden' | 'mutual_like', string>;
  button: string;
  settings: string;
};

type MailTexts = Record<
  MailKind,
  { subject: string; greeting: string; body: string; button: string; ignore: string }
> & {
  digest: DigestTexts;
  footer: string;
  linkHint: string;
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const fill = (s: string, vars: Record<string, string>) =>
  s.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => vars[k] ?? '');

/** The mail texts live in web/i18n/locales/<locale>/mail.json, next to every other text. */
export function mailTexts(locales: Map<string, LocaleBundle>, language: string): MailTexts {
  const bundle = locales.get(language) ?? locales.get('en');
  if (!bundle) throw new Error('No locale bundles loaded');
  const parsed = JSON.parse(bundle.body) as { mail?: MailTexts };
  if (!parsed.mail) throw new Error(`mail.json missing for ${language}`);
  return parsed.mail;
}

/** HTML and plain-text versions of one mail; every variable is escaped in the HTML part. */
export function renderMail(
  locales: Map<string, LocaleBundle>,
  language: string,
  kind: MailKind,
  vars: { site: string; name: string; link: string },
): RenderedMail {
  const all = mailTexts(locales, language);
  const t = all[kind];
  const plain = (s: string) => fill(s, vars);
  const html = (s: string) =>
    fill(escapeHtml(s), Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, escapeHtml(v)])));
  const link = escapeHtml(vars.link);
  return {
    subject: plain(t.subject),
    text: [
      plain(t.greeting),
      '',
      plain(t.body),
      '',
      `${plain(t.button)}: ${vars.link}`,
      '',
      plain(t.ignore),
      '',
      plain(all.footer),
    ].join('\n'),
    html: `<!doctype html><html lang="${escapeHtml(language)}"><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:0 auto;padding:24px">
<p>${html(t.greeting)}</p>
<p>${html(t.body)}</p>
<p style="margin:28px 0"><a href="${link}" style="background:#d6336c;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${html(t.button)}</a></p>
<p style="font-size:13px;color:#555">${html(all.linkHint)}<br><a href="${link}">${link}</a></p>
<p style="font-size:13px;color:#555">${html(t.ignore)}</p>
<p style="font-size:12px;color:#888">${html(all.footer)}</p>
</body></html>`,
  };
}

export type DigestItem = { kind: keyof DigestTexts['kind']; name: string | null; count: number };

/** The digest mail: one line per unread notification, a button to the site, a settings link. */
export function renderDigest(
  locales: Map<string, LocaleBundle>,
  language: string,
  vars: { site: string; name: string; link: string; settingsLink: string },
  items: DigestItem[],
): RenderedMail {
  const all = mailTexts(locales, language);
  const t = all.digest;
  const base = { site: vars.site, name: vars.name, count: String(items.length) };
  const lines = items.map((i) => fill(t.kind[i.kind], { name: i.name ?? t.someone, count: String(i.count) }));
  const esc = (s: string, v: Record<string, string> = base) =>
    fill(escapeHtml(s), Object.fromEntries(Object.entries(v).map(([k, x]) => [k, escapeHtml(x)])));
  const link = escapeHtml(vars.link);
  const settingsLink = escapeHtml(vars.settingsLink);
  return {
    subject: fill(t.subject, base),
    text: [
      fill(t.greeting, base),
      '',
      fill(t.intro, base),
      ...lines.map((l) => `- ${l}`),
      '',
      `${fill(t.button, base)}: ${vars.link}`,
      '',
      `${fill(t.settings, base)} ${vars.settingsLink}`,
      '',
      fill(all.footer, base),
    ].join('\n'),
    html: `<!doctype html><html lang="${escapeHtml(language)}"><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:0 auto;padding:24px">
<p>${esc(t.greeting)}</p>
<p>${esc(t.intro)}</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p style="margin:28px 0"><a href="${link}" style="background:#d6336c;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${esc(t.button)}</a></p>
<p style="font-size:13px;color:#555">${esc(t.settings)} <a href="${settingsLink}">${settingsLink}</a></p>
<p style="font-size:12px;color:#888">${esc(all.footer)}</p>
</body></html>`,
  };
}
