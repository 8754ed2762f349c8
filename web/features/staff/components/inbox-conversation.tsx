import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Claimed, inboxRenew, saveNotes } from '../api/staff-api';
import { InboxPerson } from './inbox-person';

/** Typing renews the 5-minute claim, at most once a minute. */
const RENEW_EVERY_MS = 60_000;

type Props = {
  claimed: Claimed;
  onSend: (text: string) => Promise<boolean>;
  onRelease: () => Promise<void>;
  onLost: (err: unknown) => void;
};

/** One claimed conversation: the member, the persona the operator writes as with its notes, the messages, the answer. */
export function InboxConversation({ claimed, onSend, onRelease, onLost }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [notes, setNotes] = useState(claimed.notes);
  const [notesSaved, setNotesSaved] = useState(false);
  const lastRenew = useRef(Date.now());
  const answer = useRef<HTMLTextAreaElement>(null);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    answer.current?.focus();
    end.current?.scrollIntoView({ block: 'end' });
  }, []);

  function typed(value: string) {
    setText(value);
    if (Date.now() - lastRenew.current > RENEW_EVERY_MS) {
      lastRenew.current = Date.now();
      inboxRenew(claimed.conversation).catch(onLost);
    }
  }

  async function send() {
    const body = text.trim();
    if (!body) return;
    if (await onSend(body)) setText('');
  }

  function keys(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void send();
    }
  }

  const { member, fictional } = claimed;
  return (
    <div className="staff-conv">
      <div className="staff-conv__people">
        <InboxPerson profile={member} title={t('staff.inbox.member')} testId="inbox-member" />
        <InboxPerson profile={fictional} title={t('staff.inbox.fictional')} fictional testId="inbox-persona">
          <label className="field-label" htmlFor="operator-notes">
            {t('staff.inbox.notes')}
          </label>
          <textarea
            id="operator-notes"
            className="input staff-notes"
            value={notes}
            rows={5}
            onChange={(e) => {
              setNotes(e.target.value);
              setNotesSaved(false);
            }}
          />
          <button
            type="button"
            className="btn btn-secondary staff-btn-small"
            onClick={() =>
              saveNotes(fictional.id, notes).then(
                () => setNotesSaved(true),
                (err: unknown) => onLost(err),
              )
            }
          >
            {notesSaved ? t('staff.inbox.notesSaved') : t('staff.inbox.saveNotes')}
          </button>
        </InboxPerson>
      </div>
      <div className="card staff-messages" role="log" aria-label={t('staff.inbox.conversation')}>
        {claimed.messages.map((m) => (
          <p key={m.id} className={`staff-msg staff-msg--${m.from}`}>
            <span>{m.text}</span>
            <time className="staff-small">{new Date(m.created_at).toLocaleString()}</time>
          </p>
        ))}
        <div ref={end} />
      </div>
      <label className="field-label" htmlFor="operator-answer">
        {t('staff.inbox.answerAs', { name: fictional.name })}
      </label>
      <textarea
        id="operator-answer"
        ref={answer}
        className="input staff-answer"
        rows={4}
        maxLength={2000}
        value={text}
        onChange={(e) => typed(e.target.value)}
        onKeyDown={keys}
      />
      <div className="staff-actions">
        <button type="button" className="btn btn-primary" onClick={() => void send()} disabled={!text.trim()}>
          {t('staff.inbox.send')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => void onRelease()}>
          {t('staff.inbox.release')}
        </button>
      </div>
    </div>
  );
}
