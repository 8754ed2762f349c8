/**
 * Every rate limit of the server, by name: at most `max` hits per subject in a fixed window of
 * `windowS` seconds. Call sites name a limit (`limiter.hit('likes', userId)`), never numbers, so
 * this table is the one place to read or tune them. The counter key is `<name>:<subject>`, so
 * call sites that share a name share the counter (liking and unliking, blocking and unblocking).
 */
export const RATE_LIMITS = {
  /** Every login attempt, per IP. */
  loginPerIp: { max: 30, windowS: 60 },
  /** Failed logins per account and IP, so an attacker elsewhere never locks the owner out. */
  loginFailuresPerAccountIp: { max: 5, windowS: 900 },
  signupPerIp: { max: 10, windowS: 3600 },
  signupPerEmail: { max: 5, windowS: 3600 },
  validateEmailPerIp: { max: 60, windowS: 600 },
  profileUpdate: { max: 120, windowS: 600 },
  geocodePerIp: { max: 30, windowS: 600 },
  activatePerIp: { max: 30, windowS: 3600 },
  mailChange: { max: 5, windowS: 3600 },
  mailChangeConfirmPerIp: { max: 30, windowS: 3600 },
  /** Forgotten-password requests: per IP, and per address so one mailbox is never flooded. */
  passwordResetPerIp: { max: 10, windowS: 3600 },
  passwordResetPerEmail: { max: 3, windowS: 3600 },
  /** Setting a new password from a reset link, per IP (guessing tokens is hopeless anyway). */
  passwordResetConfirmPerIp: { max: 30, windowS: 3600 },
  /** Password changes per member; each costs a password check. */
  passwordChange: { max: 10, windowS: 3600 },
  sessionsEnd: { max: 60, windowS: 3600 },
  /** Deleting the account and taking the stay offer; each costs a password check or a grant. */
  accountLeave: { max: 10, windowS: 3600 },
  /** The GDPR data export (a ZIP with every photo): once an hour per member. */
  dataExport: { max: 1, windowS: 3600 },
  chatSend: { max: 60, windowS: 60 },
  chatNewConversation: { max: 60, windowS: 3600 },
  /** Likes and unlikes per member; generous for people, a wall for scripts. */
  likes: { max: 300, windowS: 3600 },
  blocks: { max: 100, windowS: 3600 },
  reports: { max: 20, windowS: 86_400 },
  /** Profile reads per guest address: a visitor opens a few, a scraper thousands. */
  guestProfileReads: { max: 30, windowS: 600 },
  photoUpload: { max: 30, windowS: 3600 },
  pushSubscribe: { max: 20, windowS: 3600 },
  /** Saving the push and e-mail choices: a person clicks a few toggles, not hundreds. */
  notificationSettings: { max: 60, windowS: 3600 },
  /** Saving the choice to hide nudity: a toggle, not a stream. */
  photoSettings: { max: 60, windowS: 3600 },
  order: { max: 20, windowS: 600 },
  orderPoll: { max: 120, windowS: 60 },
  discountPerIp: { max: 30, windowS: 60 },
  demoPay: { max: 30, windowS: 60 },
  webhookPerIp: { max: 600, windowS: 60 },
  /** Staff sign-ins per IP, and failures per staff account and IP (password or code wrong). */
  staffLoginPerIp: { max: 20, windowS: 60 },
  staffLoginFailures: { max: 5, windowS: 900 },
  /** Fictional profile photos per admin: decoding an image is the costly part of an upload. */
  staffPhotoUpload: { max: 120, windowS: 3600 },
  /** Staff account changes per admin (creating and resetting hash a password). */
  staffAccountChange: { max: 60, windowS: 600 },
  /** The contact and complaint forms are open to guests, so they are counted per address. */
  serviceRequestPerIp: { max: 5, windowS: 3600 },
  complaintPerIp: { max: 5, windowS: 3600 },
} as const satisfies Record<string, { max: number; windowS: number }>;

export type RateLimitName = keyof typeof RATE_LIMITS;
