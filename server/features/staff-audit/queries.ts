import type { auditQuerySchema } from '@common/api/staff-audit';
import type { Db } from '@server/db/client';
import { textArray } from '@server/db/text-array';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';

const PAGE = 100;

/**
 * Rows of the caller's sites, and the site-less ones (sign-ins) of staff who share one of those
 * sites, filtered, newest first. A site-less row about an object (a staff account change written
 * before those rows named their sites, issue 22) is shown only to an admin of every site the
 * actor works on: the actor's sites say nothing of the changed account's.
 */
export async function browseAudit(db: Db, siteKeys: readonly string[], q: z.infer<typeof auditQuerySchema>) {
  const sites = textArray(siteKeys);
  const res = await db.execute<{
    id: number;
    created_at: Date;
    staff_id: number;
    staff_email: string;
    action: string;
    site_key: string | null;
    target_type: string | null;
    target_id: string | null;
    before: unknown;
    after: unknown;
    ip: string | null;
  }>(sql`
    select a.id, a.created_at, a.staff_id, s.email as staff_email, a.action, a.site_key, a.target_type,
           a.target_id, a.before, a.after, a.ip
    from staff_audit a join staff s on s.id = a.staff_id
    where (a.site_key = any(${sites})
           or (a.site_key is null and a.target_type is null and s.sites && ${sites})
           or (a.site_key is null and a.target_type is not null and s.sites <@ ${sites}))
      and (${q.action ?? null}::text is null or a.action = ${q.action ?? null})
      and (${q.staff ?? null}::bigint is null or a.staff_id = ${q.staff ?? null})
      and (${q.target_type ?? null}::text is null or a.target_type = ${q.target_type ?? null})
      and (${q.target_id ?? null}::text is null or a.target_id = ${q.target_id ?? null})
      and (${q.before ?? null}::bigint is null or a.id < ${q.before ?? null})
    order by a.id desc limit ${PAGE}`);
  return res.rows;
}
