import { getSettings } from '@web/lib/settings';
import { BrandMark } from '@web/ui/brand-mark';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { SkipLink } from './skip-link';

/** Marketing landers: only the brand and a login link, so the page sells one thing. */
export function LanderLayout() {
  const { t } = useTranslation();
  const settings = getSettings();
  return (
    <div className="layout-lander flex min-h-dvh flex-col bg-[image:var(--hero-gradient)]">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <span className="brand">
          <BrandMark size={30} />
          <span className="brand__name">{settings.name}</span>
        </span>
        <Link className="btn btn-ghost btn-sm" to="/login">
          {t('nav.login')}
        </Link>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <footer className="px-4 py-6 text-center text-xs text-[var(--color-text-muted)]">
        © {new Date().getFullYear()} {settings.company_name}
      </footer>
    </div>
  );
}
