import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../common/api/errors';
import {
  activateResponseSchema,
  mailChangeBodySchema,
  mailChangeConfirmBodySchema,
  mailChangeResponseSchema,
} from '../../../common/api/signup';
import type { Db } from '../../db/client';
import { unauthorized } from '../../errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import { recentMails } from './outbox';
import type { MailService } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

async function userIdOf(req: FastifyRequest): Promise<number | null> {
  const s = await req.auth();
  return s.kind === 'member' ? s.userId : null;
}

export function mailRoutes(app: FastifyInstance, mail: MailService, limiter: RateLimiter): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/activate.php',
    {
      schema: {
        tags: ['signup'],
        querystring: z.object({ token: z.string().max(200).optional() }),
        response: { 200: activateResponseSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (req, reply) => {
      if (req.query.token !== undefined) {
        await limiter.hit(`activate:ip:${req.ip}`, 30, 3600);
        const ok = await mail.activate(req.query.token);
        return reply.redirect(ok ? '/activate/done' : '/activate/error', 302);
      }
      const userId = await userIdOf(req);
      if (userId === null) throw unauthorized();
      return { delivered: await mail.delivered(userId) };
    },
  );

  r.post(
    '/api/mail-change.php',
    {
      schema: {
        tags: ['signup'],
        body: mailChangeBodySchema,
        response: { 200: mailChangeResponseSchema, ...errors },
      },
    },
    async (req) => {
      const result = await mail.requestChange(await userIdOf(req), req.body.email, req.site);
      return { result };
    },
  );

  r.post(
    '/api/mail-change-confirm.php',
    {
      schema: {
        tags: ['signup'],
        body: mailChangeConfirmBodySchema,
        response: { 200: z.object({ ok: z.boolean() }), 429: apiErrorSchema },
      },
    },
    async (req) => {
      await limiter.hit(`mail-change-confirm:ip:${req.ip}`, 30, 3600);
      return { ok: await mail.confirmChange(req.body.token, req.site) };
    },
  );
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * /dev/mail: the development outbox, so a quick-start user can open activation links without
 * an SMTP server. Only registered without SMTP_URL, and only answers requests from this machine.
 */
export function devMailRoutes(app: FastifyInstance, db: Db): void {
  app.get('/dev/mail', { schema: { hide: true } }, async (req, reply) => {
    const local = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(req.socket.remoteAddress ?? '');
    if (!local) return reply.code(404).send({ error: 'not_found', message: 'Not found.' });
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
