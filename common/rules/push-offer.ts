/**
 * Push offered again to a member who has it off in this browser (issue 25, decision 025b): at a
 * natural moment, when a message is waiting for them, and at most once a week per browser.
 */
export const PUSH_REOFFER_EVERY_MS = 7 * 24 * 60 * 60 * 1000;

export function pushReofferDue(a: {
  /** Push can be switched on here and is not (not denied, not unsupported, not unknown). */
  pushOff: boolean;
  /** Unread messages in the member's conversations. */
  unread: number;
  /** When this browser last showed the offer (ms), or null. */
  lastOfferAt: number | null;
  now: number;
}): boolean {
  if (!a.pushOff || a.unread <= 0) return false;
  return a.lastOfferAt === null || a.now - a.lastOfferAt >= PUSH_REOFFER_EVERY_MS;
}
