import type { SiteConfig } from '@common/api/settings';

/**
 * What decides a site's own address for absolute links (mails, payment return and webhook URLs):
 * PUBLIC_URL, and in development without SMTP (mail only reaches the local outbox) the port this
 * server listens on.
 */
export type OriginSettings = { publicUrl?: string; localPort?: number };

/** A site's host a person on this machine opens: `localhost` or a `*.localhost` name. */
function localHostOf(site: SiteConfig): string | undefined {
  return site.hosts.find((h) => h === 'localhost' || h.endsWith('.localhost'));
}

/** The address a person on this machine opens for a site: its first *.localhost host, else localhost. */
export function localAddressOf(site: SiteConfig, port: number): string {
  return `http://${localHostOf(site) ?? 'localhost'}:${port}`;
}

/**
 * The origin of a site's absolute links: PUBLIC_URL when its host is one of the site's own, else
 * the site's local address in development (http://lavish.localhost:PORT), else https on the
 * site's domain. Never the request's Host or X-Forwarded-Host: a forged header would otherwise
 * mail a victim a working token, or send a payer back, to the attacker's domain. Each site gets
 * its own origin because the session cookie belongs to that host alone.
 */
export function siteOrigin(site: SiteConfig, { publicUrl, localPort }: OriginSettings): string {
  if (publicUrl) {
    const url = new URL(publicUrl);
    const host = url.hostname.toLowerCase();
    if (host === site.domain.toLowerCase() || site.hosts.some((h) => h.toLowerCase() === host))
      return url.origin;
  }
  if (localPort !== undefined && localHostOf(site)) return localAddressOf(site, localPort);
  return `https://${site.domain}`;
}
