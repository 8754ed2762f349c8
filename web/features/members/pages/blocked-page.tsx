import type { BlockedMember } from '@common/api/members';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@web/ui/error-state';
import { UserIcon } from '@web/ui/icons';
import { PageShell } from '@web/ui/page-shell';
import { mediaUrl, nameAndAge } from '@web/ui/profile-card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blockedMembersOptions, useUnblockMember } from '../api/blocked-members';

function BlockedRow({ m, onUnblock, busy }: { m: BlockedMember; onUnblock: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const since = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(m.blocked_at),
  );
  return (
    <li className="blocked-row" data-testid="blocked-member" data-profile-id={m.id}>
      {m.main_image ? (
        <img className="blocked-row__photo" src={mediaUrl(m.main_image.thumb_filename)} alt="" />
      ) : (
        <span className="blocked-row__photo profile-card__placeholder" aria-hidden="true">
          <UserIcon size={28} />
        </span>
      )}
      <span className="blocked-row__who">
        <span className="blocked-row__name">{nameAndAge(m)}</span>
        <span className="blocked-row__meta">
          {[m.city, t('members.blocked.since', { date: since })].filter(Boolean).join(' · ')}
        </span>
      </span>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-label={t('members.blocked.unblockLabel', { name: m.name })}
        disabled={busy}
        onClick={onUnblock}
        data-testid="unblock"
      >
        {t('members.blocked.unblock')}
      </button>
    </li>
  );
}

/**
 * /blocked (issue 25): the members the caller blocked, each with unblock after the same native
 * confirmation that blocking asks for (member page). The outcome is announced in a status line.
 */
export function BlockedPage() {
  const { t } = useTranslation();
  const list = useQuery(blockedMembersOptions);
  const unblock = useUnblockMember();
  const [status, setStatus] = useState('');

  const ask = (m: BlockedMember) => {
    if (!window.confirm(t('members.blocked.confirm', { name: m.name }))) return;
    unblock.mutate(m.id, {
      onSuccess: () => setStatus(t('members.blocked.done', { name: m.name })),
      onError: () => setStatus(t('members.blocked.failed')),
    });
  };

  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <p className="blocked-empty" aria-busy="true" data-testid="blocked-loading">
        {t('members.blocked.loading')}
      </p>
    );
  } else if (list.isError) {
    body = <ErrorState message={t('members.blocked.error')} onRetry={() => void list.refetch()} />;
  } else if (list.data.members.length === 0) {
    body = (
      <p className="blocked-empty card" data-testid="blocked-empty">
        {t('members.blocked.empty')}
      </p>
    );
  } else {
    body = (
      <ul className="blocked-list card" data-testid="blocked-list">
        {list.data.members.map((m) => (
          <BlockedRow
            key={m.id}
            m={m}
            busy={unblock.isPending && unblock.variables === m.id}
            onUnblock={() => ask(m)}
          />
        ))}
      </ul>
    );
  }
  return (
    <PageShell title={t('routes.blocked')}>
      <p className="blocked-intro">{t('members.blocked.intro')}</p>
      {body}
      <p className="blocked-status" role="status" data-testid="blocked-status">
        {status}
      </p>
    </PageShell>
  );
}
