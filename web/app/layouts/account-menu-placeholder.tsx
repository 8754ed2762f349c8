import { ChevronDownIcon, UserIcon } from '@web/ui/icons';
import { useTranslation } from 'react-i18next';

export type AccountMenuPlace = 'header' | 'tab' | 'compact';

export function accountMenuButtonClass(place: AccountMenuPlace): string {
  return place === 'tab' ? 'member-nav__link account-menu__tab' : 'btn btn-ghost btn-sm account-menu__button';
}

/** What the menu's button shows: the same in the menu and in its placeholder. */
export function AccountMenuButtonFace({ place }: { place: AccountMenuPlace }) {
  const { t } = useTranslation();
  return (
    <>
      <UserIcon size={place === 'tab' ? 22 : 18} />
      <span className={place === 'compact' ? 'sr-only sm:not-sr-only' : undefined}>{t('nav.account')}</span>
      {place !== 'tab' && <ChevronDownIcon size={14} />}
    </>
  );
}

/**
 * The menu's button while its code loads (the menu is loaded for members only, so the guests'
 * pages stay within their budget): the same size in the same place, so nothing moves when the
 * real one replaces it a moment later.
 */
export function AccountMenuPlaceholder({ place }: { place: AccountMenuPlace }) {
  return (
    <div className={`account-menu account-menu--${place}`}>
      <button
        type="button"
        className={accountMenuButtonClass(place)}
        aria-haspopup="menu"
        aria-expanded={false}
        disabled
      >
        <AccountMenuButtonFace place={place} />
      </button>
    </div>
  );
}
