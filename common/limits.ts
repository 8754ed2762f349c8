/** Business constants of spec §9, named once and shared by server and web. */

export const LOCALES = ['en', 'nl', 'de', 'it', 'fr', 'es', 'pl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const POLL_INTERVAL_MS = 60_000;
export const POLL_INTERVAL_PUSH_MS = 300_000;
export const CHATS_LIKES_POLL_DELAY_MS = 1_000;
export const LOGGING_OUT_FLAG_MS = 1_000;
export const CHUNK_RELOAD_GUARD_MS = 10_000;

export const MIN_AGE = 18;
export const MAX_AGE = 100;

export const SIGNUP_PROGRESS_STEPS = 6;

export const ACTIVATION_TICK_MS = 900;
export const ACTIVATION_TIMEOUT_TICKS = 20;
export const ACTIVATION_STAGE_TICKS = [4, 7, 10] as const;

export const COOKIE_MAX_AGE_S = 2_592_000;
export const GEOLOCATION_CACHE_MS = 3_600_000;

export const SEARCH_PAGE_SIZE = 12;
export const SIMILAR_AGE_WIDEN = 5;
export const AGE_RANGES = ['all', '18-25', '26-35', '36-45', '46-55', '56-65', '65+'] as const;

export const NAME_MAX = 150;
export const CITY_MAX = 255;
/** The longest message a member can send, in characters (a long letter, not a document). */
export const MESSAGE_MAX = 2000;
export const TEXTAREA_MIN_ROWS = 2;

/** Why a member reports a profile (POST /api/report.php), and how much they may add in their own words. */
export const REPORT_REASONS = ['fake', 'spam', 'abuse', 'inappropriate_photo', 'underage', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_TEXT_MAX = 1000;

/** The events a member can have sent as web push or e-mail (the digest), issue 12. */
export const ALERT_EVENTS = ['message', 'like', 'mutual_like'] as const;
export type AlertEvent = (typeof ALERT_EVENTS)[number];

export const WEBCAM_MIN_DAYS_SINCE_SIGNUP = 4;

export const LANGUAGE_COOKIE = 'i18n_redirected';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
export const MESSAGE_CACHE_MS = 24 * 3600 * 1000;

export const TOAST_DURATION_MS = 5_000;

export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2_000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const;

export const MAIL_CHECK_MAX_DISTANCE = 2;
export const LANGUAGE_BADGE_COUNTRIES = ['CA', 'BE', 'CH', 'FI'] as const;

/** OWASP ASVS 5 (V6.2): at least 8 characters, at least 64 allowed; we allow 128. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;

/** Sessions live 30 days and slide on use. */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
export const SESSION_COOKIE = 'amorio_session';
