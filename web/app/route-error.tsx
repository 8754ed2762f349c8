import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { LazyErrorSuggestions } from './lazy-error-suggestions';

/** Error page of spec §2: "Error", the status code and the status message. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isChunkLoadError(error) && reloadForChunkError()) return null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? error.statusText : t('errors.internal');
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="page-title">{t('errorPage.title')}</h1>
      <p className="text-display leading-none font-extrabold text-[var(--color-primary)]">{status}</p>
      <p>{message}</p>
      <Link className="btn btn-primary mt-4" to="/">
        {t('errorPage.home')}
      </Link>
      <LazyErrorSuggestions />
    </main>
  );
}
