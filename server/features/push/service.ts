import type { PushBody } from '@common/api/user';
import type { Db } from '@server/db/client';
import { conflict, validationFailed } from '@server/errors';
import { type EndpointPolicy, endpointRefusal } from '@server/net/public-endpoint';
import type { RateLimiter } from '@server/plugins/rate-limit';
import { deletePushSubscription, upsertPushSubscription } from './queries';

export type PushService = ReturnType<typeof createPushService>;

/** Subscriptions per member per hour (a browser renews its own now and then). */
export function createPushService(db: Db, limiter: RateLimiter, endpoints: EndpointPolicy = {}) {
  return {
    /**
     * POST /api/user.php?push=1: attaches the browser's push subscription to the member. The
     * endpoint must be https on the public internet (the sender checks again at send time), and
     * one that is another member's stays theirs (issue 22 §5): the browser then makes a new one.
     */
    async subscribe(userId: number, body: PushBody): Promise<void> {
      await limiter.hit('pushSubscribe', userId);
      const { endpoint, keys } = body.subscription;
      if (await endpointRefusal(endpoint, endpoints)) {
        throw validationFailed(
          { 'subscription.endpoint': 'push_endpoint_not_public' },
          'Notifications can only be sent to a push service on the public internet, over https.',
        );
      }
      if (!(await upsertPushSubscription(db, userId, { endpoint, p256dh: keys.p256dh, auth: keys.auth }))) {
        throw conflict('conflict', 'This push subscription belongs to another account.', {
          'subscription.endpoint': 'push_endpoint_taken',
        });
      }
    },

    /**
     * DELETE /api/user.php?push=1: push switched off in one browser. Only the caller's own row at
     * that endpoint goes; an endpoint that is unknown or another member's changes nothing and
     * answers the same, so the answer tells nobody whose endpoint it is.
     */
    async unsubscribe(userId: number, endpoint: string): Promise<void> {
      await limiter.hit('pushSubscribe', userId);
      await deletePushSubscription(db, userId, endpoint);
    },
  };
}
