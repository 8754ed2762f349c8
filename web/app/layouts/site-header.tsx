import { UnreadBadge } from '@web/features/chat/components/unread-badge';
import { NotificationsNavLink } from '@web/features/notifications/components/notifications-nav-link';
import { SignupModalToggle } from '@web/features/signup/embed';
import { useUser } from '@web/lib/session/user';
import { getSettings } from '@web/lib/settings';
import { BrandMark } from '@web/ui/brand-mark';
import { ChatIcon, CoinsIcon, HeartIcon, SearchIcon, UserIcon } from '@web/ui/icons';
import { LanguageSwitcher } from '@web/ui/language-switcher';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { AccountMenuPlaceholder } from './account-menu-placeholder';

// Only sites with likesLinkOnMobile off need it: a chunk of its own, out of the first bundle.
/** Members only: guests' pages (the landing's budget, issue 23) do without the menu's code. */
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));
const LikesNavItem = lazy(async () => ({ default: (await import('./likes-nav-item')).LikesNavItem }));

type MemberLink = {
  to: string;
  label: 'nav.members' | 'nav.likes' | 'nav.chats' | 'nav.credits';
  Icon: ComponentType<{ size?: number }>;
};

const MEMBER_LINKS: MemberLink[] = [
  { to: '/members', label: 'nav.members', Icon: SearchIcon },
  { to: '/likes', label: 'nav.likes', Icon: HeartIcon },
  { to: '/chats', label: 'nav.chats', Icon: ChatIcon },
  { to: '/credits', label: 'nav.credits', Icon: CoinsIcon },
];

function memberLinkClass({ isActive }: { isActive: boolean }): string {
  return `member-nav__link${isActive ? ' is-active' : ''}`;
}

/**
 * The site header. Members get their sections as a tab bar fixed to the bottom of a phone
 * screen (thumb reach) and inline links from the sm breakpoint up, and the account menu (the
 * tab bar's last tab on a phone, the header's end from sm up); guests get log in and join.
 * On lavish the brand sits centred from lg up (see .site-header rules in layout-lavish.css).
 *
 * A phone has no room for the longest locale's words beside the logo ("Zaloguj się", "Kostenlos
 * registrieren"): below sm, log in (and log out beside credits in the conversation) show their
 * icon with the label kept for screen readers, and join takes its short label (nav.signupShort);
 * the conversation's account menu shows its icon only there.
 * e2e/locale-fit.spec.ts checks that nothing overlaps at 390 and 320 px (decision 019k-phone-header).
 */
export function SiteHeader({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const settings = getSettings();
  return (
    <header className="site-header sticky top-0 z-40">
      <div className="site-header__inner mx-auto flex max-w-6xl items-center gap-2 px-4 sm:gap-4">
        <Link to={user ? '/members' : '/'} className="brand">
          <BrandMark size={32} />
          <span className="brand__name">{settings.name}</span>
        </Link>
        <nav
          aria-label={t('nav.main')}
          className="site-nav flex min-w-0 flex-1 items-center justify-end gap-1 sm:gap-2"
        >
          {user && !compact && (
            <div className="member-nav">
              {MEMBER_LINKS.map(({ to, label, Icon }) =>
                to === '/likes' && !settings.features.likesLinkOnMobile ? (
                  <Suspense key={to}>
                    <LikesNavItem linkClass={memberLinkClass} />
                  </Suspense>
                ) : (
                  <NavLink key={to} className={memberLinkClass} to={to}>
                    <Icon size={22} />
                    <span>{t(label)}</span>
                    {to === '/chats' && <UnreadBadge />}
                  </NavLink>
                ),
              )}
              {settings.features.notificationsHeader && <NotificationsNavLink />}
              <Suspense fallback={<AccountMenuPlaceholder place="tab" />}>
                <AccountMenu place="tab" />
              </Suspense>
            </div>
          )}
          {user && compact && (
            // The conversation keeps a way to top up (the member nav is hidden in the chat layout).
            <NavLink className="btn btn-ghost btn-sm" to="/credits" data-testid="header-credits">
              <CoinsIcon size={18} />
              <span>{t('nav.credits')}</span>
            </NavLink>
          )}
          {!compact && <LanguageSwitcher />}
          {user ? (
            <Suspense fallback={<AccountMenuPlaceholder place={compact ? 'compact' : 'header'} />}>
              <AccountMenu place={compact ? 'compact' : 'header'} />
            </Suspense>
          ) : (
            <>
              <NavLink className="site-nav__login" to="/login">
                <UserIcon size={22} className="sm:hidden" />
                <span className="sr-only sm:not-sr-only">{t('nav.login')}</span>
              </NavLink>
              <SignupModalToggle
                className="btn btn-primary btn-sm"
                testId="header-signup"
                label={
                  <>
                    <span className="hidden sm:inline">{t('nav.signup')}</span>
                    <span className="sm:hidden">{t('nav.signupShort')}</span>
                  </>
                }
              />
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
