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

type MailTexts = Record<
  MailKind,
  { subject: string; greeting: string; body: string; button: string; ignore: string }
> & {
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
