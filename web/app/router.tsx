import { type Layout, REDIRECTS, ROUTES, type RouteDef } from '@common/routes';
import { nextTask } from '@web/lib/next-task';
import { isLeavingForBan, userQueryOptions } from '@web/lib/session/user';
import { NotFoundPage } from '@web/ui/not-found-page';
import {
  type DataRouter,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
  UNSAFE_createBrowserHistory,
  UNSAFE_createRouter,
  UNSAFE_hydrationRouteProperties,
  UNSAFE_mapRouteProperties,
} from 'react-router';
import { GUEST_ACCESS } from './guest-access';
import { DefaultLayout } from './layouts/default-layout';
import { EmptyLayout } from './layouts/empty-layout';
import { LanderLayout } from './layouts/lander-layout';
import { PAGES } from './pages';
import { queryClient } from './query-client';
import { RootShell } from './root-shell';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';

/** Spec §2: a login-required route fetches the user; a visitor still logged out goes to login. */
async function requireLogin({ request }: LoaderFunctionArgs, name?: string) {
  const user = await queryClient.fetchQuery(userQueryOptions);
  if (!user) {
    const url = new URL(request.url);
    if (isLeavingForBan() || (name && (await GUEST_ACCESS[name]?.(url)))) return null;
    throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return null;
}

function pageRoute(def: RouteDef, path: string): RouteObject {
  const load = PAGES[def.name];
  return {
    path,
    handle: { name: def.name, access: def.access } satisfies RouteHandle,
    loader: def.access === 'login' ? (args: LoaderFunctionArgs) => requireLogin(args, def.name) : undefined,
    // In a task of its own: asking for the page's code inserts a preload link per chunk it needs,
    // which made the router's first task (its routes, the first navigation, the loader) about a
    // quarter longer (decision 023s).
    lazy: async () =>
      nextTask().then(
        load ??
          (async () => ({
            Component: (await import('@web/features/pending/pages/pending-page')).PendingRoutePage,
          })),
      ),
  };
}

function routesOf(layout: Layout): RouteObject[] {
  return ROUTES.filter((r) => r.layout === layout).flatMap((def) =>
    [def.path, ...(def.aliases ?? [])].map((p) => pageRoute(def, p)),
  );
}

const redirectRoutes: RouteObject[] = REDIRECTS.map(({ from, to }) => ({
  path: from,
  loader: () => {
    if (/^https?:\/\//.test(to)) {
      window.location.assign(to);
      return null;
    }
    throw redirect(to);
  },
}));

export const routes: RouteObject[] = [
  // The staff console: one lazy chunk with its own routes and layout, outside the members' shell.
  {
    path: '/staff/*',
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import('@web/features/staff/staff-app')).StaffApp }),
  },
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    // What shows until the first page's code is in: nothing, as before, but declared, so React
    // Router no longer warns (and throws and catches an Error) in every member page's first render.
    hydrateFallbackElement: <></>,
    children: [
      {
        element: <DefaultLayout />,
        children: [
          ...routesOf('default'),
          { path: '*', element: <NotFoundPage />, handle: { name: 'not-found', access: 'public' } },
        ],
      },
      {
        // Members' conversations only: its code (the chat sidebar's switch) stays off guests' pages.
        lazy: async () => ({ Component: (await import('./layouts/chat-layout')).ChatLayout }),
        children: routesOf('chat'),
      },
      { element: <EmptyLayout />, children: routesOf('empty') },
      { element: <LanderLayout />, children: routesOf('lander') },
      ...redirectRoutes,
    ],
  },
];

/**
 * React Router's `createBrowserRouter(routes)`, its three steps each in a task of its own: the
 * browser history (it writes its index into the history entry), the router (it ranks every route)
 * and the first navigation (it matches the address and runs the page's loader). In one task they
 * took 30–40 ms at 1×, a member page's longest after its scripts had run: on the calibrated phone
 * one task that blocks for about 200 ms (decision 023za). The `UNSAFE_` exports are the ones
 * `createBrowserRouter` itself uses, with the same arguments (react-router 7.18); the e2e suites
 * drive every route through them.
 */
export async function createRouter(): Promise<DataRouter> {
  const history = UNSAFE_createBrowserHistory();
  await nextTask();
  const router = UNSAFE_createRouter({
    history,
    routes,
    mapRouteProperties: UNSAFE_mapRouteProperties,
    hydrationRouteProperties: UNSAFE_hydrationRouteProperties,
  });
  await nextTask();
  return router.initialize();
}
