import { DIGEST_AWAY_MINUTES, DIGEST_EVERY_HOURS } from '@common/api/notifications';
import { mayKnowLiker } from '@common/rules/premium';
import type { Db } from '@server/db/client';
import { createOutboxWorker, type OutboxWorker } from '@server/jobs/outbox-worker';
import type { LocaleBundle } from '@server/plugins/i18n-messages';
import { onlineSql } from '@server/profiles/presence-sql';
import { type OriginSettings, siteOrigin } from '@server/sites/site-origin';
import type { SiteRegistry } from '@server/sites/site-registry';
import { sql } from 'drizzle-orm';
import { queueMail } from './outbox';
import { fromOf } from './service';
import { type DigestItem, renderDigest } from './templates';

export type DigestDeps = {
  sites: SiteRegistry;
  locales: Map<string, LocaleBundle>;
  origins: OriginSettings;
  /** How often the job looks for members who are due (default a minute). */
  pollMs?: number;
  log?: (msg: string) => void;
};

/** What the job may choose; the rest comes from the app. */
export type DigestOptions = Pick<DigestDeps, 'pollMs' | 'log'>;

const BATCH = 20;
/** Older unread news is not mailed (the first digest after this shipped, a long absence). */
const MAX_AGE_DAYS = 7;
/** Lines in one digest; the button leads to the rest. */
const MAX_ITEMS = 20;

/** The kinds with their mail setting and default (no settings row: the defaults). */
const MAIL_KINDS = sql`((n.kind = 'message' and coalesce(ns.mail_message, true))
  or (n.kind = 'like' and coalesce(ns.mail_like, false))
  or (n.kind = 'mutual_like' and coalesce(ns.mail_mutual_like, true)))`;

/** Constant text (decision 024d): the presence row `pr` has a visible page with an open stream. */
const ONLINE_PR_SQL = onlineSql('pr');

type Due = {
  user_id: number;
  email: string;
  language: string;
  site_key: string;
  name: string;
  previous: string | null;
};

/*
 * Members who are due: confirmed, away for DIGEST_AWAY_MINUTES (no visible page with an open
 * stream, and the last one hidden or gone that long ago), no digest for DIGEST_EVERY_HOURS, and an
 * unread notification they want by mail that is newer than their last digest. The insert is the
 * claim: a second process racing for the same member waits on the row and then finds the fresh
 * last_digest_at, so each digest is queued once (decision 019d).
 */
const claimSql = (batch: number) => sql`
with due as (
  select u.id as user_id, u.email, u.language, u.site_key, p.name, ns.last_digest_at as previous
  from users u
  join profiles p on p.user_id = u.id
  left join presence pr on pr.user_id = u.id
  left join notification_settings ns on ns.user_id = u.id
  where u.status = 'active'
    and (ns.last_digest_at is null or ns.last_digest_at < now() - make_interval(hours => ${DIGEST_EVERY_HOURS}))
    and not coalesce(${sql.raw(ONLINE_PR_SQL)}, false)
    and coalesce(pr.hidden_at, pr.seen_at, '-infinity') < now() - make_interval(mins => ${DIGEST_AWAY_MINUTES})
    and exists (select 1 from notifications n where n.user_id = u.id and n.read_at is null
      and n.updated_at > greatest(ns.last_digest_at, now() - make_interval(days => ${MAX_AGE_DAYS}))
      and ${MAIL_KINDS})
  order by u.id
  limit ${batch}
),
claimed as (
  insert into notification_settings (user_id, last_digest_at)
  select user_id, now() from due
  on conflict (user_id) do update set last_digest_at = now()
  where notification_settings.last_digest_at is null
     or notification_settings.last_digest_at < now() - make_interval(hours => ${DIGEST_EVERY_HOURS})
  returning user_id
)
select d.* from due d join claimed c on c.user_id = d.user_id`;

/** With what mayKnowLiker needs: the member's premium_until, and whether they like the sender. */
const itemsSql = (userId: number, previous: string | null) => sql`
select n.kind, sender.name, n.count, u.premium_until,
  exists (select 1 from likes l join profiles mine on mine.id = l.liker_profile_id
          where mine.user_id = n.user_id and l.liked_profile_id = n.profile_id) as liked_back
from notifications n
join users u on u.id = n.user_id
left join notification_settings ns on ns.user_id = n.user_id
left join profiles sender on sender.id = n.profile_id
where n.user_id = ${userId} and n.read_at is null
  and n.updated_at > greatest(${previous}::timestamptz, now() - make_interval(days => ${MAX_AGE_DAYS}))
  and ${MAIL_KINDS}
order by n.updated_at desc, n.id desc
limit ${MAX_ITEMS}`;

type ItemRow = {
  kind: 'message' | 'like' | 'mutual_like';
  name: string | null;
  count: number;
  premium_until: string | null;
  liked_back: boolean;
};

/** A like the member may not know the author of (decision 010a) says "someone", nothing more. */
function shownItem(r: ItemRow): DigestItem {
  if (r.kind === 'like' && !mayKnowLiker(r.premium_until, r.liked_back))
    return { kind: 'like_hidden', name: null, count: r.count };
  return { kind: r.kind, name: r.name, count: r.count };
}

/**
 * The digest mail job (issue 12): at most one mail per DIGEST_EVERY_HOURS listing what a member
 * missed while away, in their language, queued into mail_outbox in the claim's transaction.
 */
export function createDigestSender(db: Db, deps: DigestDeps): OutboxWorker {
  const log = deps.log ?? (() => {});
  return createOutboxWorker(db, {
    name: 'digest',
    // Nothing announces "someone has been away for 30 minutes": the poll is the trigger.
    channel: 'mail_digest',
    batch: BATCH,
    pollMs: deps.pollMs ?? 60_000,
    log,
    async handleBatch(q) {
      const due = await q.execute<Due>(claimSql(BATCH));
      for (const d of due.rows) {
        const site = deps.sites.byKey(d.site_key);
        if (!site) continue;
        const items = await q.execute<ItemRow>(itemsSql(d.user_id, d.previous));
        const origin = siteOrigin(site, deps.origins);
        const mail = renderDigest(
          deps.locales,
          d.language,
          {
            site: site.name,
            name: d.name,
            link: `${origin}/notifications`,
            settingsLink: `${origin}/notifications#settings`,
          },
          items.rows.map(shownItem),
        );
        await queueMail(q, {
          ...mail,
          siteKey: site.key,
          userId: d.user_id,
          kind: 'digest',
          to: d.email,
          from: fromOf(site),
        });
      }
      return due.rows.length;
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    digestSender?: OutboxWorker;
  }
}
