/**
 * Server rendering of the public pages (decision 019e): the server imports the SSR build of this
 * file (dist/ssr/entry-server.js) and puts its HTML inside #root, so a visitor sees the page
 * before any JavaScript has run; web/main.tsx then hydrates it.
 */
import type { Settings } from '@common/api/settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n } from 'i18next';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static.browser';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/router';
import { userQueryKey } from './lib/session/user';
import { setSettings } from './lib/settings';

export type RenderInput = {
  /** Absolute URL of the request (the router matches its path and reads its query). */
  url: string;
  settings: Settings;
  lang: string;
  /** The language's message bundle as served at /_i18n (JSON text). */
  messages: string;
  /** The bundle's content hash (the i18n instance is kept per language and hash). */
  messagesHash: string;
};

const handler = createStaticHandler(routes);
const instances = new Map<string, Promise<i18n>>();
/** Renders run one at a time: the pages read the settings from module state (getSettings). */
let queue: Promise<unknown> = Promise.resolve();

/** One i18next instance per language and bundle version, reused across requests. */
function i18nFor(lang: string, messages: string, hash: string): Promise<i18n> {
  const key = `${lang}:${hash}`;
  let instance = instances.get(key);
  if (!instance) {
    const created = i18next.createInstance();
    instance = created
      .init({
        lng: lang,
        fallbackLng: false,
        resources: { [lang]: { translation: JSON.parse(messages) as Record<string, unknown> } },
        interpolation: { escapeValue: false },
        returnNull: false,
      })
      .then(() => created);
    instances.set(key, instance);
  }
  return instance;
}

/**
 * The HTML of #root for a guest's visit to `url`, or null when the router does not render a page
 * for it (a redirect or an error): the client then renders as before.
 */
export async function renderPage({
  url,
  settings,
  lang,
  messages,
  messagesHash,
}: RenderInput): Promise<string | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const i18n = await i18nFor(lang, messages, messagesHash);
  // A guest: the session query starts answered, exactly as web/main.tsx seeds it before hydrating.
  const queryClient = new QueryClient();
  queryClient.setQueryData(userQueryKey, null);
  const render = async (): Promise<string> => {
    // Module state read by the pages through getSettings(); the queue keeps other requests from
    // changing it while this page renders.
    setSettings(settings);
    // prerender waits for every lazy part (the signup gate behind its Suspense boundary) instead of
    // leaving a fallback the browser would throw away; hydrateRoot keeps a boundary's server DOM
    // while its code loads. The web-streams build, not the Node one: the Node build runs each
    // render in an AsyncLocalStorage, which stays enabled and makes every later promise of the
    // process pay an async hook, the cached answers' too (decision 023a).
    const { prelude } = await prerender(tree);
    return new Response(prelude).text();
  };
  const tree = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
  const result = queue.then(render, render);
  queue = result.catch(() => undefined);
  return result;
}
