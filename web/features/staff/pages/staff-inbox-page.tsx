import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@web/lib/api-client';
import { ErrorState } from '@web/ui/error-state';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Claimed,
  inboxAnswer,
  inboxEventsUrl,
  inboxNext,
  inboxQuery,
  inboxRelease,
} from '../api/staff-api';
import { InboxConversation } from '../components/inbox-conversation';
import { waitingTime } from '../components/waiting-time';
import { staffKeys } from '../keys';

/** Live list: the server's inbox stream says when a site's inbox changed; the list refetches. */
function useInboxStream() {
  const qc = useQueryClient();
  useEffect(() => {
    const es = new EventSource(inboxEventsUrl);
    es.onmessage = () => void qc.invalidateQueries({ queryKey: staffKeys.inbox() });
    return () => es.close();
  }, [qc]);
}

/**
 * /staff/inbox, keyboard first: N takes the next conversation, Ctrl+Enter sends, Escape releases.
 */
export function StaffInboxPage() {
  const { t } = useTranslation();
  useInboxStream();
  const list = useQuery(inboxQuery);
  const [claimed, setClaimed] = useState<Claimed | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nextButton = useRef<HTMLButtonElement>(null);

  const fail = useCallback(
    (err: unknown) => {
      const code = err instanceof ApiRequestError ? err.code : 'internal';
      setStatus(t(`errors.${code}`, { defaultValue: t('errors.internal') }));
      if (code === 'claim_lost') setClaimed(null);
    },
    [t],
  );

  const next = useCallback(async () => {
    if (busy) return;
    setBusy(true);
    setStatus(null);
    try {
      const c = await inboxNext();
      setClaimed(c);
      if (!c) setStatus(t('staff.inbox.empty'));
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }, [busy, fail, t]);

  const release = useCallback(async () => {
    if (!claimed) return;
    try {
      await inboxRelease(claimed.conversation);
      setClaimed(null);
      setStatus(t('staff.inbox.released'));
      nextButton.current?.focus();
    } catch (err) {
      fail(err);
    }
  }, [claimed, fail, t]);

  const send = useCallback(
    async (text: string) => {
      if (!claimed) return false;
      const seen = claimed.messages.at(-1)?.id ?? 0;
      try {
        await inboxAnswer(claimed.conversation, text, seen);
        setClaimed(null);
        setStatus(t('staff.inbox.sent'));
        nextButton.current?.focus();
        return true;
      } catch (err) {
        fail(err);
        return false;
      }
    },
    [claimed, fail, t],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const typing = e.target instanceof HTMLElement && e.target.closest('input, textarea, select');
      if (e.key === 'Escape' && claimed) {
        e.preventDefault();
        void release();
      } else if (!typing && (e.key === 'n' || e.key === 'N') && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        void next();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [claimed, next, release]);

  return (
    <div className="staff-inbox">
      <section className="staff-inbox__list card" aria-labelledby="inbox-title">
        <h1 id="inbox-title" className="staff-h1">
          {t('staff.inbox.title')} <span className="staff-count">{list.data?.total ?? 0}</span>
        </h1>
        <p className="staff-muted">{t('staff.inbox.keys')}</p>
        <button
          ref={nextButton}
          type="button"
          className="btn btn-primary"
          onClick={() => void next()}
          disabled={busy}
        >
          {t('staff.inbox.next')}
        </button>
        {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
        <ul className="staff-inbox__items">
          {list.data?.waiting.map((w) => (
            <li key={w.conversation} className={`staff-inbox__item${w.claimed ? ' is-claimed' : ''}`}>
              <span>
                {w.member_name} → {w.fictional_name}
              </span>
              <span className="staff-muted">
                {w.site_key} · {waitingTime(w.waiting_since)}
                {w.claimed ? ` · ${t('staff.inbox.taken')}` : ''}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="staff-inbox__work" aria-live="polite">
        {status && <p className="staff-status">{status}</p>}
        {claimed ? (
          <InboxConversation
            key={claimed.conversation}
            claimed={claimed}
            onSend={send}
            onRelease={release}
            onLost={fail}
          />
        ) : (
          <p className="staff-muted">{t('staff.inbox.idle')}</p>
        )}
      </section>
    </div>
  );
}
