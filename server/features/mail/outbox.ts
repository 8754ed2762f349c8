import type { Db, Tx } from '@server/db/client';
import type { HeldTx } from '@server/db/held-transaction';
import { notifyAfterCommit } from '@server/events/notify';
import { sql } from 'drizzle-orm';
import type { RenderedMail } from './templates';

export type QueuedMail = RenderedMail & {
  siteKey: string;
  userId: number | null;
  kind: string;
  to: string;
  from: string;
};

/**
 * Queues a mail in the caller's transaction (a job's held one included, such as the digest's):
 * it is sent only if the change it belongs to commits.
 */
export async function queueMail(tx: Tx | Db | HeldTx, m: QueuedMail): Promise<void> {
  await tx.execute(sql`
    insert into mail_outbox (site_key, user_id, kind, to_address, from_address, subject, html, text)
    values (${m.siteKey}, ${m.userId}, ${m.kind}, ${m.to}, ${m.from}, ${m.subject}, ${m.html}, ${m.text})`);
  // Wakes a sender in any process (see mail/sender.ts).
  await notifyAfterCommit(tx, 'mail_outbox', '');
}

/** True once the SMTP server accepted the user's latest activation mail. */
export async function activationDelivered(db: Db, userId: number): Promise<boolean> {
  const res = await db.execute<{ delivered: boolean }>(sql`
    select coalesce((select status = 'sent' from mail_outbox
                     where user_id = ${userId} and kind = 'activation' order by id desc limit 1), false)
           as delivered`);
  return Boolean(res.rows[0]?.delivered);
}

export type OutboxRow = {
  id: number;
  to_address: string;
  from_address: string;
  subject: string;
  html: string;
  text: string;
  status: string;
  created_at: Date;
};

export async function recentMails(db: Db, limit = 50): Promise<OutboxRow[]> {
  const res = await db.execute<OutboxRow>(sql`
    select id, to_address, from_address, subject, html, text, status, created_at
    from mail_outbox order by id desc limit ${limit}`);
  return res.rows;
}

/** Mails waiting to be sent, for the job queue depth metric. */
export async function queuedMailCount(db: Db): Promise<number> {
  const res = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from mail_outbox where status = 'queued'`,
  );
  return res.rows[0]?.n ?? 0;
}
