import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AppError, forbidden } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Paths a third party calls server-to-server (payment webhooks); they carry no cookies. */
const CROSS_ORIGIN_ALLOWED: RegExp[] = [/^\/api\/webhooks\//];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET of the spec that changes state (opens a conversation, logs out, saves filters): it
     * keeps its method, but a cross-site request (a link or image on another site) is refused.
     */
    changesState?: boolean | ((req: FastifyRequest) => boolean);
  }
}

/**
 * Refuses state-changing requests from another origin (CSRF defence on top of SameSite=Lax)
 * and sets the headers every response needs.
 */
export function registerSecurity(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    if (!STATE_CHANGING.has(req.method)) {
      const changes = req.routeOptions.config?.changesState;
      const changing = typeof changes === 'function' ? changes(req) : changes === true;
      if (changing && req.headers['sec-fetch-site'] === 'cross-site') throw crossOrigin();
      return;
    }
    if (CROSS_ORIGIN_ALLOWED.some((r) => r.test(req.url))) return;
    const fetchSite = req.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw crossOrigin();
    const origin = req.headers.origin;
    if (!origin || origin === 'null') {
      if (origin === 'null') throw crossOrigin();
      return;
    }
    let originHost: string;
    try {
      originHost = new URL(origin).host.toLowerCase();
    } catch {
      throw crossOrigin();
    }
    const hosts = [req.headers.host, req.headers['x-original-host']].flat().filter(Boolean) as string[];
    if (!hosts.some((h) => h.toLowerCase() === originHost)) throw crossOrigin();
  });

  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('cross-origin-opener-policy', 'same-origin');
  });
}

function crossOrigin(): AppError {
  return forbidden('cross_origin', 'Requests from other sites are not accepted.');
}
