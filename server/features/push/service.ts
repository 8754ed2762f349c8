import type { PushBody } from '@common/api/user';
import type { Db } from '@server/db/client';
import type { RateLimiter } from '@server/plugins/rate-limit';
import { upsertPushSubscription } from './queries';

export type PushService = ReturnType<typeof createPushService>;

/** Subscriptions per member per hour (a browser renews its own now and then). */
export function createPushService(db: Db, limiter: RateLimiter) {
  return {
    /** POST /api/user.php?push=1: attaches the browser's push subscription to the member. */
    async subscribe(userId: number, body: PushBody): Promise<void> {
      await limiter.hit('pushSubscribe', userId);
      const { endpoint, keys } = body.subscription;
      await upsertPushSubscription(db, userId, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
    },
  };
}
