import { Outlet } from 'react-router';
import { OfflineBanner } from './offline-banner';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/** Full-height conversation area: compact header, no footer. */
export function ChatLayout() {
  return (
    <div className="layout-chat flex h-dvh flex-col">
      <SkipLink />
      <SiteHeader compact />
      <OfflineBanner />
      <main id="main" tabIndex={-1} className="flex min-h-0 flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
