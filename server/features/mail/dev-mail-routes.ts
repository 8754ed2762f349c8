import type { Db } from '@server/db/client';
import { addressKind } from '@server/net/address-kind';
import type { FastifyInstance } from 'fastify';
import { recentMails } from './outbox';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * /dev/mail: the development outbox, so a quick-start user can open activation links without
 * an SMTP server. Registered only with the development flag (config DEV_MAIL, never in
 * production), and answers only a client on this machine. The client is `req.ip`, not the
 * socket peer: behind a proxy on the same host every socket peer is local, while req.ip is the
 * address the trusted proxy reports.
 */
export function devMailRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get('/dev/mail', { schema: { hide: true } }, async (req, reply) => {
    if (addressKind(req.ip) !== 'loopback')
      return reply.code(404).send({ error: 'not_found', message: 'Not found.' });
    const rows = await recentMails(db);
    const items = rows
      .map((m) => {
        const links = (m.text.match(/https?:\/\/\S+/g) ?? [])
          .map((l) => `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>`)
          .join('<br>');
        return `<article><h2>${escapeHtml(m.subject)}</h2><p>#${m.id} · ${escapeHtml(m.to_address)} · ${escapeHtml(m.status)} · ${escapeHtml(new Date(m.created_at).toISOString())}</p><p>${links}</p><pre>${escapeHtml(m.text)}</pre></article>`;
      })
      .join('<hr>');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html><head><meta charset="utf-8"><title>Mail outbox</title></head><body style="font-family:sans-serif;max-width:800px;margin:auto"><h1>Development mail outbox</h1>${items || '<p>No mails yet.</p>'}</body></html>`,
      );
  });
}
