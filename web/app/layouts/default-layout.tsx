import { Outlet } from 'react-router';
import { OfflineBanner } from './offline-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

export function DefaultLayout() {
  return (
    <div className="layout-default flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <OfflineBanner />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
