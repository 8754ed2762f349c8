import { getSettings } from '@web/lib/settings';
import { useWideScreen } from '@web/lib/wide-screen';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { OfflineBanner } from './offline-banner';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

// Its own chunk, fetched only where it shows: the layout is part of the first bundle.
const ChatSidebar = lazy(async () => ({
  default: (await import('@web/features/chat/components/chat-sidebar')).ChatSidebar,
}));

/**
 * Full-height conversation area: compact header, no footer. With `chatSidebar` the conversation
 * list sits beside the conversation on wide screens (spec §1); the conversation is never remounted
 * when it appears.
 */
export function ChatLayout() {
  const wide = useWideScreen();
  const sidebar = wide && getSettings().features.chatSidebar;
  return (
    <div className="layout-chat flex h-dvh flex-col">
      <SkipLink />
      <SiteHeader compact />
      <OfflineBanner />
      <div className="flex min-h-0 flex-1">
        {sidebar && (
          <Suspense fallback={<div className="chat-sidebar" />}>
            <ChatSidebar />
          </Suspense>
        )}
        <main id="main" tabIndex={-1} className="flex min-h-0 min-w-0 flex-1 flex-col focus:outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
