import type { SiteConfig } from '@common/api/settings';
import type { RenderedMail } from '@server/features/mail';
import type { LocaleBundle } from '@server/plugins/i18n-messages';

type SupportMailTexts = {
  serviceSubject: string;
  complaintSubject: string;
  from: string;
  confirmSubject: string;
  confirmGreeting: string;
  confirmBody: string;
  confirmFooter: string;
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
const fill = (s: string, vars: Record<string, string>) =>
  s.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => vars[k] ?? '');

/** The texts live in web/i18n/locales/<locale>/support.json (`support.mail`). */
function texts(locales: Map<string, LocaleBundle>, language: string): SupportMailTexts {
  const bundle = locales.get(language) ?? locales.get('en');
  const parsed = bundle ? (JSON.parse(bundle.body) as { support?: { mail?: SupportMailTexts } }) : {};
  const found = parsed.support?.mail;
  if (!found) throw new Error(`support.json missing for ${language}`);
  return found;
}

/** Plain paragraphs as text and HTML; every value is escaped in the HTML part (user text). */
function render(subject: string, paragraphs: string[], language: string): RenderedMail {
  return {
    subject,
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html lang="${escapeHtml(language)}"><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:0 auto;padding:24px">${paragraphs
      .map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`)
      .join('')}</body></html>`,
  };
}

export function fromOf(site: SiteConfig): string {
  const address = site.email || `no-reply@${site.domain}`;
  return `"${site.name.replace(/["\\]/g, '')}" <${address}>`;
}

/** What support reads (always English: the operator's team works in one language). */
export function staffMail(
  locales: Map<string, LocaleBundle>,
  site: SiteConfig,
  kind: 'service' | 'complaint',
  r: {
    id: number;
    name: string;
    email: string;
    subject: string;
    category: string;
    url: string;
    message: string;
  },
): RenderedMail {
  const t = texts(locales, 'en');
  const vars = { site: site.name, subject: r.subject, category: r.category, name: r.name, email: r.email };
  const subject = fill(kind === 'service' ? t.serviceSubject : t.complaintSubject, vars);
  const lines = [fill(t.from, vars), `#${r.id}`];
  if (r.url) lines.push(r.url);
  return render(subject, [...lines, r.message], 'en');
}

/** The confirmation a complainant gets, in the language of the page they used. */
export function complaintConfirmation(
  locales: Map<string, LocaleBundle>,
  site: SiteConfig,
  language: string,
  r: { id: number; name: string },
): RenderedMail {
  const t = texts(locales, language);
  const vars = { site: site.name, name: r.name, reference: String(r.id) };
  return render(
    fill(t.confirmSubject, vars),
    [fill(t.confirmGreeting, vars), fill(t.confirmBody, vars), fill(t.confirmFooter, vars)],
    language,
  );
}
