import { getSettings } from '@web/lib/settings';
import { HeartIcon } from '@web/ui/icons';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useMatch } from 'react-router';

const LIKE_LISTS = ['mutual', 'received', 'given'] as const;

/**
 * Likes in the member nav where the site turns `likesLinkOnMobile` off (spec §1: "on mobile,
 * likes is a link" is the default). From sm up it stays the link; on a phone the tab opens the
 * likes lists to choose from (a disclosure: Escape, a tap outside or a choice closes it).
 */
export function LikesNavItem({ linkClass }: { linkClass: (a: { isActive: boolean }) => string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const active = useMatch('/likes/*') !== null;
  const { pathname } = useLocation();
  const overview = getSettings().features.likesOverview;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (pathname) closes it.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const onEscape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open]);

  return (
    <>
      <NavLink className={(a) => `${linkClass(a)} likes-nav__link`} to="/likes">
        <HeartIcon size={22} />
        <span>{t('nav.likes')}</span>
      </NavLink>
      <div ref={box} className="likes-nav" data-testid="likes-nav-menu">
        <button
          ref={button}
          type="button"
          className={linkClass({ isActive: active })}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          <HeartIcon size={22} />
          <span>{t('nav.likes')}</span>
        </button>
        <ul id={listId} className="likes-nav__list" hidden={!open}>
          {overview && (
            <li>
              <NavLink end to="/likes">
                {t('likes.tabs.all')}
              </NavLink>
            </li>
          )}
          {LIKE_LISTS.map((k) => (
            <li key={k}>
              <NavLink to={`/likes/${k}`}>{t(`likes.tabs.${k}`)}</NavLink>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
