import type { NotificationSettings } from '@common/api/notifications';
import type { Db } from '@server/db/client';
import { sql } from 'drizzle-orm';

type Row = {
  push_message: boolean;
  push_like: boolean;
  push_mutual_like: boolean;
  mail_message: boolean;
  mail_like: boolean;
  mail_mutual_like: boolean;
};

/** The member's stored choices, or null when they kept the defaults. */
export async function findNotificationSettings(db: Db, userId: number): Promise<NotificationSettings | null> {
  const res = await db.execute<Row>(sql`
    select push_message, push_like, push_mutual_like, mail_message, mail_like, mail_mutual_like
    from notification_settings where user_id = ${userId}`);
  const r = res.rows[0];
  if (!r) return null;
  return {
    message: { push: r.push_message, mail: r.mail_message },
    like: { push: r.push_like, mail: r.mail_like },
    mutual_like: { push: r.push_mutual_like, mail: r.mail_mutual_like },
  };
}

export async function saveNotificationSettings(
  db: Db,
  userId: number,
  s: NotificationSettings,
): Promise<void> {
  await db.execute(sql`
    insert into notification_settings
      (user_id, push_message, push_like, push_mutual_like, mail_message, mail_like, mail_mutual_like)
    values (${userId}, ${s.message.push}, ${s.like.push}, ${s.mutual_like.push},
            ${s.message.mail}, ${s.like.mail}, ${s.mutual_like.mail})
    on conflict (user_id) do update set
      push_message = excluded.push_message, push_like = excluded.push_like,
      push_mutual_like = excluded.push_mutual_like, mail_message = excluded.mail_message,
      mail_like = excluded.mail_like, mail_mutual_like = excluded.mail_mutual_like, updated_at = now()`);
}
