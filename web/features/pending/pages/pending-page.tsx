import { PageShell } from '@web/ui/page-shell';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';

/** The shell a page shows until the issue that builds its feature lands. */
export function PendingPage({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <PageShell title={t(`routes.${name}`)}>
      <div className="card p-6 text-center">
        <p className="text-lg">{t('pages.pending.body')}</p>
        <p className="mt-4">
          <Link className="btn btn-primary" to="/">
            {t('pages.pending.home')}
          </Link>
        </p>
      </div>
    </PageShell>
  );
}

/** The pending page of whichever route matched (its name is in the route handle). */
export function PendingRoutePage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { name?: string } | undefined;
  return <PendingPage name={handle?.name ?? 'index'} />;
}
