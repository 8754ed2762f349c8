/** The site keys the price of a message depends on. */
export type MessageCostSite = { message_credits: number; premium_message_credits?: number | null };

/**
 * Credits one message costs a member on a site: premium members pay the site's premium price
 * when it sets one, everybody else `message_credits`. 0 means messages are free.
 */
export function messageCostFor(site: MessageCostSite, member: { premium: boolean }): number {
  if (member.premium && site.premium_message_credits !== undefined && site.premium_message_credits !== null) {
    return site.premium_message_credits;
  }
  return site.message_credits;
}
