import type { SignupHook } from '@server/features/user';
import { sql } from 'drizzle-orm';

/** Stores the 'network' tracking record of spec §3 and the signup's origin with the new account. */
export const storeSignupTracking: SignupHook = async (tx, userId, body) => {
  const t = body.tracking ?? {};
  const network = t.network ?? body.trafficsource ?? null;
  await tx.execute(sql`
    insert into signup_tracking (user_id, network, ref, sub1, sub2, sub3, cpc, extra, form_path, referrer)
    values (${userId}, ${network}, ${t.ref ?? null}, ${t.sub1 ?? null}, ${t.sub2 ?? null}, ${t.sub3 ?? null},
            ${t.cpc ?? null}, ${JSON.stringify(t.extra ?? {})}::jsonb, ${body.form_path ?? null}, ${body.referrer ?? null})`);
};
