import type { Tx } from '@server/db/client';
import { sql } from 'drizzle-orm';

export type NewSupportRequest = {
  siteKey: string;
  kind: 'service' | 'complaint';
  userId: number | null;
  name: string;
  email: string;
  category: string | null;
  subject: string | null;
  url: string | null;
  message: string;
};

export async function insertSupportRequest(tx: Tx, r: NewSupportRequest): Promise<number> {
  const res = await tx.execute<{ id: string }>(sql`
    insert into support_requests (site_key, kind, user_id, name, email, category, subject, url, message)
    values (${r.siteKey}, ${r.kind}, ${r.userId}, ${r.name}, ${r.email}, ${r.category}, ${r.subject},
            ${r.url}, ${r.message})
    returning id`);
  return Number(res.rows[0]?.id);
}
