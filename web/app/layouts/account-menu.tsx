import type { Locale } from '@common/limits';
import { type PushDeviceState, usePushDevice } from '@web/features/push';
import { BellIcon, BlockIcon, LogoutIcon, UserIcon } from '@web/ui/icons';
import { useLanguageChoice } from '@web/ui/language-switcher';
import { PhoneIcon, SlidersIcon } from '@web/ui/member-icons';
import { type ComponentType, type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLogout } from '../session/use-logout';
import {
  AccountMenuButtonFace,
  type AccountMenuPlace,
  accountMenuButtonClass,
} from './account-menu-placeholder';
import { useMenuButton } from './use-menu-button';

/**
 * Where the menu sits: `header` in the desktop header (hidden on phones), `tab` as the last tab
 * of the phone's tab bar (hidden from sm up) opening a sheet within thumb reach, `compact` in the
 * conversation header at every width (that layout has no tab bar).
 */

const LINKS: {
  to: string;
  label: 'profile' | 'notifications' | 'notificationSettings' | 'blocked' | 'push';
  Icon: ComponentType<{ size?: number }>;
}[] = [
  { to: '/profile', label: 'profile', Icon: UserIcon },
  { to: '/notifications', label: 'notifications', Icon: BellIcon },
  { to: '/notifications#settings', label: 'notificationSettings', Icon: SlidersIcon },
  { to: '/blocked', label: 'blocked', Icon: BlockIcon },
  { to: '/notifications#push', label: 'push', Icon: PhoneIcon },
];

const PUSH_STATE_LABEL: Record<PushDeviceState, string> = {
  on: 'nav.menu.pushOn',
  off: 'nav.menu.pushOff',
  unknown: 'nav.menu.pushOff',
  denied: 'nav.menu.pushDenied',
  unsupported: 'nav.menu.pushUnsupported',
};

function Item({ children, Icon }: { children: ReactNode; Icon: ComponentType<{ size?: number }> }) {
  return (
    <>
      <Icon size={20} />
      <span className="account-menu__label">{children}</span>
    </>
  );
}

/**
 * The account menu of every member layout (issue 25): My profile, notifications and their
 * settings, blocked members, push on this device, language and log out, as a WAI-ARIA menu
 * button. Language and log out are the site's one switcher and one logout (useLanguageChoice,
 * useLogout), offered here as menu items.
 */
export function AccountMenu({ place }: { place: AccountMenuPlace }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const push = usePushDevice();
  const languages = useLanguageChoice();
  const menu = useMenuButton();
  const { pathname, hash } = useLocation();
  const id = useId();
  const { close } = menu;

  // A followed link closes the menu; the new page takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => close(false), [pathname, hash, close]);

  const pick = (l: Locale) => {
    languages.choose(l);
    close(true);
  };

  return (
    <div className={`account-menu account-menu--${place}`} ref={menu.root}>
      <button
        ref={menu.button}
        id={`${id}-button`}
        type="button"
        className={accountMenuButtonClass(place)}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? `${id}-menu` : undefined}
        onClick={menu.onButtonClick}
        onKeyDown={menu.onButtonKeyDown}
        data-testid={`account-menu-${place}`}
      >
        <AccountMenuButtonFace place={place} />
      </button>
      {menu.open && (
        <>
          <div className="account-menu__backdrop" aria-hidden="true" onClick={() => close(false)} />
          <div
            id={`${id}-menu`}
            role="menu"
            aria-labelledby={`${id}-button`}
            className="account-menu__popup"
            onKeyDown={menu.onMenuKeyDown}
            data-testid="account-menu"
          >
            {LINKS.map(({ to, label, Icon }) => (
              <Link key={label} role="menuitem" tabIndex={-1} className="account-menu__item" to={to}>
                <Item Icon={Icon}>{t(`nav.menu.${label}`)}</Item>
                {label === 'push' && <span className="account-menu__state">{t(PUSH_STATE_LABEL[push])}</span>}
              </Link>
            ))}
            {languages.languages.length > 1 && (
              <>
                <hr className="account-menu__separator" />
                <div className="account-menu__caption" aria-hidden="true">
                  {t('nav.language')}
                </div>
                <fieldset aria-label={t('nav.language')} className="account-menu__languages">
                  {languages.languages.map((l) => (
                    <button
                      key={l.value}
                      type="button"
                      role="menuitemradio"
                      aria-checked={l.value === languages.current}
                      tabIndex={-1}
                      lang={l.lang}
                      className="account-menu__language"
                      onClick={() => pick(l.value)}
                    >
                      {l.label}
                    </button>
                  ))}
                </fieldset>
              </>
            )}
            <hr className="account-menu__separator" />
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="account-menu__item"
              disabled={logout.isPending}
              onClick={() => logout.mutate()}
              data-testid="logout"
            >
              <Item Icon={LogoutIcon}>{t('nav.logout')}</Item>
            </button>
          </div>
        </>
      )}
    </div>
  );
}
