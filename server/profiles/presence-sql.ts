/*
 * What "online" means, in one place (decision 019d). Every process refreshes `seen_at` of the
 * members whose event stream it holds every PRESENCE_TICK_MS, so a stream that ended (a closed
 * tab, a killed process) stops counting after ONLINE_WINDOW_S without anyone having to notice.
 */
export const PRESENCE_TICK_MS = 30_000;
const ONLINE_WINDOW_S = 75;

/** A visible page with an open event stream, for the presence row `alias`. */
export const onlineSql = (alias: string) =>
  `(${alias}.seen_at > now() - interval '${ONLINE_WINDOW_S} seconds' and ${alias}.hidden_at is null)`;

/** A conversation counts as looked at this long after it was opened or read in a visible page. */
export const VIEWING_WINDOW_S = 600;

/** 'online', 'today' or null for the user id expression `userId` (PROFILE_CARD_SQL). */
export const presenceStateSql = (userId: string) => `(select case
    when ${onlineSql('pr')} then 'online'
    when pr.seen_at > now() - interval '24 hours' then 'today' end
  from presence pr where pr.user_id = ${userId})`;
