/**
 * Premium membership: a member is premium while `premium_until` lies in the future.
 * One rule shared by the server (authorisation of premium advantages) and the web
 * (what to show), so the two never disagree. The payments issue sells and extends it;
 * likes (who liked you), chat (read receipts, price per message) and search (no webcam
 * or resell tiles) ask this function and nothing else.
 */
export function isPremium(premiumUntil: Date | string | null | undefined, now: Date = new Date()): boolean {
  if (!premiumUntil) return false;
  const until = premiumUntil instanceof Date ? premiumUntil : new Date(premiumUntil);
  return !Number.isNaN(until.getTime()) && until.getTime() > now.getTime();
}

/**
 * Who liked you (decision 010a): a member may learn who liked them when they are premium, or when
 * the like is mutual (they liked that member too, so they know the person already). Everyone
 * else learns that someone liked them, not who. Every channel that tells of a like asks this:
 * the likes list, the notifications list, the event stream, web push and the digest mail.
 */
export function mayKnowLiker(
  viewerPremiumUntil: Date | string | null | undefined,
  likedBack: boolean,
  now: Date = new Date(),
): boolean {
  return likedBack || isPremium(viewerPremiumUntil, now);
}
