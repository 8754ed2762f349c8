/**
 * The route table of spec §2 as data, shared by the web router (which adds components) and
 * the server (which answers 404 for paths no route matches).
 */
export type Access = 'public' | 'optional' | 'login';
export type Layout = 'default' | 'chat' | 'empty' | 'lander';

export type RouteDef = {
  name: string;
  path: string;
  access: Access;
  layout: Layout;
  /** Extra paths that show the same page (spec §2 aliases). */
  aliases?: string[];
};

export const LANDER_KINDS = [
  'video',
  'gallery',
  'maplanding',
  'alonetonight',
  'iconslanding',
  'socialnetwork',
  'collagelanding',
  'transitionsvideolanding',
] as const;
export type LanderKind = (typeof LANDER_KINDS)[number];

/** Landers that fill the screen themselves use the empty layout; the rest keep the lander frame. */
const EMPTY_LANDERS = new Set(['video', 'transitionsvideolanding', 'maplanding']);

export const ROUTES: RouteDef[] = [
  { name: 'index', path: '/', access: 'public', layout: 'default' },
  { name: 'login', path: '/login', access: 'public', layout: 'default' },
  { name: 'signup', path: '/signup', access: 'public', layout: 'default' },
  { name: 'chats', path: '/chats', access: 'login', layout: 'default' },
  { name: 'chats-chatId', path: '/chats/:chatId', access: 'login', layout: 'chat' },
  { name: 'members', path: '/members', access: 'login', layout: 'default', aliases: ['/search'] },
  {
    name: 'members-memberId',
    path: '/members/:memberId',
    access: 'optional',
    layout: 'default',
    aliases: ['/likes/m/:memberId'],
  },
  { name: 'members-memberId-chat', path: '/members/:memberId/chat', access: 'login', layout: 'chat' },
  { name: 'members-memberId-signup', path: '/members/:memberId/signup', access: 'public', layout: 'lander' },
  {
    name: 'members-memberId-landing',
    path: '/members/:memberId/landing',
    access: 'public',
    layout: 'lander',
  },
  {
    name: 'members-memberId-landing2',
    path: '/members/:memberId/landing2/*',
    access: 'public',
    layout: 'empty',
  },
  {
    name: 'members-memberId-landing3',
    path: '/members/:memberId/landing3/*',
    access: 'public',
    layout: 'empty',
  },
  { name: 'pages-faq', path: '/pages/faq', access: 'public', layout: 'default' },
  { name: 'pages-terms', path: '/pages/terms', access: 'public', layout: 'default' },
  { name: 'pages-privacy', path: '/pages/privacy', access: 'public', layout: 'default' },
  { name: 'pages-return-policy', path: '/pages/return-policy', access: 'public', layout: 'default' },
  { name: 'pages-ban', path: '/pages/ban', access: 'login', layout: 'default' },
  { name: 'pages-cookies', path: '/pages/cookies', access: 'login', layout: 'default' },
  { name: 'pages-service', path: '/pages/service', access: 'login', layout: 'default' },
  { name: 'premium', path: '/premium', access: 'login', layout: 'default' },
  { name: 'profile', path: '/profile', access: 'login', layout: 'default' },
  { name: 'likes', path: '/likes', access: 'login', layout: 'default' },
  { name: 'likes-type', path: '/likes/:type', access: 'login', layout: 'default' },
  { name: 'credits', path: '/credits', access: 'login', layout: 'default' },
  { name: 'credits-repeat-order', path: '/credits/repeat-order', access: 'login', layout: 'default' },
  {
    name: 'credits-creditId-paymentMethod',
    path: '/credits/:creditId/:paymentMethod?',
    access: 'login',
    layout: 'default',
  },
  {
    name: 'transactions-transactionId',
    path: '/transactions/:transactionId',
    access: 'login',
    layout: 'default',
  },
  { name: 'notifications', path: '/notifications', access: 'login', layout: 'default' },
  { name: 'blocked', path: '/blocked', access: 'login', layout: 'default' },
  { name: 'pricing', path: '/pricing', access: 'public', layout: 'default' },
  { name: 'complaints', path: '/complaints', access: 'public', layout: 'default' },
  { name: 'static-test', path: '/static-test', access: 'public', layout: 'default' },
  { name: 'match-finder', path: '/match-finder', access: 'public', layout: 'empty' },
  { name: 'signup-matches', path: '/signup-matches', access: 'public', layout: 'empty' },
  { name: 'activate-done', path: '/activate/done', access: 'public', layout: 'default' },
  { name: 'activate-error', path: '/activate/error', access: 'public', layout: 'default' },
  { name: 'mail-change-do', path: '/mail-change/do', access: 'public', layout: 'default' },
  { name: 'complete-signup', path: '/complete-signup', access: 'public', layout: 'default' },
  { name: 'account-deleted', path: '/account-deleted', access: 'optional', layout: 'default' },
  { name: 'reset-password', path: '/reset-password', access: 'optional', layout: 'default' },
  { name: 'reset-password-do', path: '/reset-password/do', access: 'optional', layout: 'default' },
  // The demo payment provider's own checkout page (PAYMENT_PROVIDER=demo), not part of spec §2.
  { name: 'checkout-demo', path: '/checkout/demo/:paymentId', access: 'login', layout: 'default' },
  ...LANDER_KINDS.map(
    (kind): RouteDef => ({
      name: `landers-${kind}`,
      path: `/landers/${kind}/*`,
      access: 'public',
      layout: EMPTY_LANDERS.has(kind) ? 'empty' : 'lander',
    }),
  ),
];

/**
 * The staff console (/staff, /staff/login, /staff/inbox, ...): not a members' route of spec §2 but
 * its own lazily loaded area with its own routes, sign-in and layout (web/features/staff).
 */
export function isStaffPage(pathname: string): boolean {
  return pathname === '/staff' || pathname.startsWith('/staff/');
}

/** Redirects of the route rules; targets may be external (spec §2). */
export const REDIRECTS: { from: string; to: string }[] = [
  { from: '/home', to: '/' },
  { from: '/register', to: '/signup' },
  { from: '/help', to: '/pages/faq' },
  { from: '/pages/manage-cookies', to: 'https://www.allaboutcookies.org/manage-cookies' },
];

/** A route pattern split once into its segments (a request must not split every pattern again). */
type CompiledPattern = { segments: string[]; score: number };

function compilePattern(pattern: string): CompiledPattern {
  const segments = pattern.split('/').filter(Boolean);
  // Static segments win over parameters: /credits/repeat-order before /credits/:creditId.
  return { segments, score: segments.filter((s) => !s.startsWith(':')).length };
}

function pathSegments(pathname: string): string[] {
  return pathname.replace(/\/+$/, '').split('/').filter(Boolean);
}

function matchSegments(pat: readonly string[], segs: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  let i = 0;
  for (const p of pat) {
    if (p === '*') {
      const rest = segs.slice(i);
      if (rest.length === 0) return null;
      params['*'] = rest.map(decodeURIComponent).join('/');
      return params;
    }
    const seg = segs[i];
    if (p.startsWith(':')) {
      const optional = p.endsWith('?');
      const name = p.slice(1, optional ? -1 : undefined);
      if (seg === undefined || seg === '') {
        if (optional) continue;
        return null;
      }
      params[name] = decodeURIComponent(seg);
      i++;
      continue;
    }
    if (seg !== p) return null;
    i++;
  }
  return i === segs.length ? params : null;
}

/** Matches a path against a route pattern: `:param` is one non-empty segment, `?` optional, `*` the rest (non-empty). */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  return matchSegments(compilePattern(pattern).segments, pathSegments(pathname));
}

// Compiled at first use: every page request of a guest asks (its status, its head, its render).
let compiled: { route: RouteDef; pattern: CompiledPattern }[] | null = null;

export function findRoute(pathname: string): { route: RouteDef; params: Record<string, string> } | null {
  compiled ??= ROUTES.flatMap((route) =>
    [route.path, ...(route.aliases ?? [])].map((p) => ({ route, pattern: compilePattern(p) })),
  );
  const segs = pathSegments(pathname);
  let best: { route: RouteDef; params: Record<string, string>; score: number } | null = null;
  for (const { route, pattern } of compiled) {
    // The first of equal scores wins, as the stable sort of all candidates did.
    if (best && pattern.score <= best.score) continue;
    const params = matchSegments(pattern.segments, segs);
    if (params) best = { route, params, score: pattern.score };
  }
  return best ? { route: best.route, params: best.params } : null;
}
