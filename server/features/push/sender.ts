import type { Db } from '@server/db/client';
import type { HeldTx } from '@server/db/held-transaction';
import type { PushContent } from '@server/db/schema/notifications';
import { createOutboxWorker, type OutboxWorker } from '@server/jobs/outbox-worker';
import { pushesSent } from '@server/metrics/registry';
import { type EndpointPolicy, EndpointRefused, postToEndpoint } from '@server/net/public-endpoint';
import type { LocaleBundle } from '@server/plugins/i18n-messages';
import type { VapidKeys } from '@server/secrets/vapid-keys';
import type { SiteRegistry } from '@server/sites/site-registry';
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { renderPush } from './render';

export type PushSenderDeps = {
  vapid: Map<string, VapidKeys>;
  locales: Map<string, LocaleBundle>;
  /** The site's name (notification title) and VAPID contact (`mailto:`). */
  siteOf: (siteKey: string) => { name: string; contact: string };
  /** Public https endpoints only, checked again at send time (the same policy as at subscribe). */
  endpoints?: EndpointPolicy;
  /** Fallback poll, for notifications missed while the listener reconnected, and for retries. */
  pollMs?: number;
  timeoutMs?: number;
  log?: (msg: string) => void;
};

/** What the app's caller chooses; the rest comes from the app (keys, texts, sites). */
export type PushOptions = Pick<PushSenderDeps, 'pollMs' | 'log'> & {
  /**
   * PUSH_INSECURE_ENDPOINTS (refused in production): the local push service of the tests and the
   * bench, http on loopback, may be subscribed and sent to (EndpointPolicy.allowLoopback).
   */
  allowInsecureEndpoints?: boolean;
};

/** The sender's dependencies from the app's sites, VAPID keys and locale bundles. */
export function pushSenderDeps(
  sites: SiteRegistry,
  vapid: Map<string, VapidKeys>,
  locales: Map<string, LocaleBundle>,
  options: PushOptions,
  endpoints: EndpointPolicy = {},
): PushSenderDeps {
  return {
    ...options,
    endpoints,
    vapid,
    locales,
    siteOf: (key) => {
      const site = sites.byKey(key);
      const contact = site?.support_email || site?.email || `no-reply@${site?.domain ?? 'localhost'}`;
      return { name: site?.name ?? '', contact: `mailto:${contact}` };
    },
  };
}

export type PushSender = OutboxWorker;

const BATCH = 20;
const MAX_ATTEMPTS = 8;
const MAX_BACKOFF_S = 3_600;

type Row = {
  id: number;
  user_id: number;
  site_key: string;
  language: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: PushContent;
  topic: string | null;
  urgency: string;
  ttl_s: number;
  attempts: number;
};

type Outcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'retry'; after: number; error: string }
  | { kind: 'failed'; error: string };

/** Seconds from a Retry-After header (delta seconds or an HTTP date); null when absent. */
function retryAfterSeconds(header: string | null): number | null {
  if (!header) return null;
  const n = Number(header);
  if (Number.isFinite(n)) return Math.max(0, Math.min(n, MAX_BACKOFF_S));
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.min((at - Date.now()) / 1000, MAX_BACKOFF_S));
}

const backoff = (attempts: number) => Math.min(5 * 2 ** attempts, MAX_BACKOFF_S);

/**
 * The job that empties push_outbox (decision 012), on the shared outbox loop: rows are claimed
 * with FOR UPDATE SKIP LOCKED in a transaction held while they are sent, so several server
 * processes send each push once; a process that dies mid-send rolls back and another sends it.
 */
export function createPushSender(db: Db, deps: PushSenderDeps): PushSender {
  const log = deps.log ?? (() => {});

  async function deliver(row: Row): Promise<Outcome> {
    const keys = deps.vapid.get(row.site_key);
    if (!keys) return { kind: 'failed', error: `no VAPID keys for site ${row.site_key}` };
    const site = deps.siteOf(row.site_key);
    const payload = renderPush(deps.locales, row.language, site.name, row.payload, row.topic);
    // web-push does the RFC 8291 encryption and the VAPID header; we send ourselves, to a public
    // address checked at connect time (postToEndpoint), with a timeout.
    const req = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      payload,
      {
        vapidDetails: { subject: site.contact, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: row.ttl_s,
        urgency: row.urgency as webpush.Urgency,
        ...(row.topic ? { topic: row.topic } : {}),
        contentEncoding: 'aes128gcm',
      },
    );
    const headers = Object.fromEntries(
      Object.entries(req.headers)
        .filter(([k]) => k.toLowerCase() !== 'content-length')
        .map(([k, v]) => [k, String(v)]),
    );
    let res: { status: number; retryAfter: string | null };
    try {
      res = await postToEndpoint(
        req.endpoint,
        { headers, body: req.body ? new Uint8Array(req.body) : null, timeoutMs: deps.timeoutMs ?? 10_000 },
        deps.endpoints ?? {},
      );
    } catch (err) {
      // An endpoint that now leads off the public internet is never sent to again.
      if (err instanceof EndpointRefused && err.reason !== 'unresolvable') return { kind: 'gone', status: 0 };
      return {
        kind: 'retry',
        after: backoff(row.attempts),
        error: err instanceof Error ? err.message : String(err),
      };
    }
    if (res.status >= 200 && res.status < 300) return { kind: 'sent' };
    if (res.status === 404 || res.status === 410) return { kind: 'gone', status: res.status };
    if (res.status === 429 || res.status >= 500) {
      const after = retryAfterSeconds(res.retryAfter) ?? backoff(row.attempts);
      return { kind: 'retry', after, error: `HTTP ${res.status}` };
    }
    // A redirect included: it is never followed.
    return { kind: 'failed', error: `HTTP ${res.status}` };
  }

  async function settle(q: HeldTx, row: Row, outcome: Outcome): Promise<void> {
    switch (outcome.kind) {
      case 'sent':
        await q.execute(
          sql`update push_outbox set status = 'sent', sent_at = now(), attempts = attempts + 1 where id = ${row.id}`,
        );
        return;
      case 'gone':
        // The browser unsubscribed or the service expired it: never send there again.
        await q.execute(sql`delete from push_subscriptions where endpoint = ${row.endpoint}`);
        await q.execute(sql`
          update push_outbox set status = 'dropped', attempts = attempts + 1, last_error = ${`gone ${outcome.status}`}
          where endpoint = ${row.endpoint} and (id = ${row.id} or status = 'queued')`);
        return;
      case 'retry':
        await q.execute(sql`
          update push_outbox set status = ${row.attempts + 1 >= MAX_ATTEMPTS ? 'failed' : 'queued'},
            attempts = attempts + 1, last_error = ${outcome.error},
            not_before = now() + make_interval(secs => ${outcome.after}) where id = ${row.id}`);
        return;
      case 'failed':
        await q.execute(sql`
          update push_outbox set status = 'failed', attempts = attempts + 1, last_error = ${outcome.error}
          where id = ${row.id}`);
    }
  }

  return createOutboxWorker(db, {
    name: 'push sender',
    channel: 'push_outbox',
    batch: BATCH,
    pollMs: deps.pollMs,
    log,
    async handleBatch(q, throwIfBroken) {
      const res = await q.execute<Row>(sql`
        select id, user_id, site_key, language, endpoint, p256dh, auth, payload, topic, urgency, ttl_s, attempts
        from push_outbox where status = 'queued' and not_before <= now()
        order by id limit ${BATCH} for update skip locked`);
      const outcomes = await Promise.all(
        res.rows.map((row) =>
          deliver(row).catch((err: unknown): Outcome => ({ kind: 'failed', error: String(err) })),
        ),
      );
      throwIfBroken();
      for (const [i, row] of res.rows.entries()) {
        const outcome = outcomes[i] ?? { kind: 'failed', error: 'no outcome' };
        pushesSent.inc({ result: outcome.kind });
        if (outcome.kind !== 'sent') log(`push ${row.id}: ${outcome.kind}`);
        await settle(q, row, outcome);
      }
      return res.rows.length;
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    pushSender?: PushSender;
  }
}
