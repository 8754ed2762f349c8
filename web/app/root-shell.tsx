import { useAppWorker } from '@web/features/push/embed';
import { SignupDialogProvider } from '@web/features/signup/components/signup-dialog';
import { useUser } from '@web/lib/session/user';
import { getSettings } from '@web/lib/settings';
import { ErrorExtrasContext } from '@web/ui/error-extras';
import { LoadingBar } from '@web/ui/loading-bar';
import { AppToaster } from '@web/ui/toaster';
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { replayHeldClicks } from './held-clicks';
import { LazyErrorSuggestions } from './lazy-error-suggestions';
import type { RouteHandle } from './route-handle';
import { useSessionPolling } from './session/use-session-polling';

/** Members only, so its stream, outbox and push code stay off the guests' pages (decision 025b). */
const MemberSession = lazy(async () => ({
  default: (await import('./session/member-session')).MemberSession,
}));

/**
 * Classes on <html> of spec §2: the route name (index for home), logged-in, the template. Set
 * before the browser paints the commit that changed them: the header's layout depends on
 * logged-in, and a frame of a member's header in a guest's layout is a layout shift.
 */
function useRootClasses(routeName: string, loggedIn: boolean): void {
  useLayoutEffect(() => {
    const el = document.documentElement;
    const classes = [routeName, getSettings().template, ...(loggedIn ? ['logged-in'] : [])];
    el.className = classes.join(' ');
  }, [routeName, loggedIn]);
}

/** The tab title: the page's route title and the site name. */
function useDocumentTitle(routeName: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    const site = getSettings().name;
    document.title =
      routeName === 'index' || routeName === 'not-found' ? site : `${t(`routes.${routeName}`)} · ${site}`;
  }, [routeName, t]);
}

/**
 * Once the app runs (a server-rendered page is hydrated), #root is no longer the server's HTML:
 * the mark goes, so anyone waiting for a working page (the e2e `waitForApp`) can tell, and the
 * clicks the starter held meanwhile are replayed on the hydrated page. Replayed after the effects,
 * not in them: React hydrates a Suspense boundary (the landers' signup form) after the root's
 * commit, and a click in one makes React hydrate it at once, which it cannot while committing; the
 * click was then the browser's own, a form's GET with the password in the address (decision 023n).
 */
function useHydratedMark(): void {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-ssr');
    queueMicrotask(replayHeldClicks);
  }, []);
}

export function RootShell() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.name)?.handle as
    | RouteHandle
    | undefined;
  const { data: user } = useUser();
  const { unreadMessages, newLikes, countsKnown } = useSessionPolling();
  useAppWorker();
  useRootClasses(handle?.name ?? 'not-found', Boolean(user));
  useDocumentTitle(handle?.name ?? 'not-found');
  useHydratedMark();
  return (
    <SignupDialogProvider>
      <ErrorExtrasContext value={LazyErrorSuggestions}>
        <LoadingBar />
        <AppToaster />
        <Outlet />
        <ScrollRestoration />
        {user && (
          <Suspense fallback={null}>
            <MemberSession badge={countsKnown ? unreadMessages + newLikes : null} />
          </Suspense>
        )}
      </ErrorExtrasContext>
    </SignupDialogProvider>
  );
}
