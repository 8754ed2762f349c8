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
