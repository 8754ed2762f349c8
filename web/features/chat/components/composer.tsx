import { MESSAGE_MAX } from '@common/limits';
import { getSettings } from '@web/lib/settings';
import { type FormEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SendIcon } from './chat-icons';
import { EmojiButton } from './emoji-button';

/** Enter sends, Shift+Enter starts a new line; the emoji button is a per-site feature (spec §1). */
export function Composer({ onSend, disabled }: { onSend: (text: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);
  // Where the caret goes after an emoji is inserted. Placed in the commit that shows the new
  // text, not a frame later, so a key pressed right after the pick (Escape) cannot be overtaken.
  const caretAfterInsert = useRef<number | null>(null);
  const showEmoji = getSettings().features.chatEmojiButton;
  const trimmed = text.trim();
  const tooLong = text.length > MESSAGE_MAX;

  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!trimmed || tooLong || disabled) return;
    onSend(trimmed);
    setText('');
    area.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
  }

  function insert(emoji: string) {
    const el = area.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    caretAfterInsert.current = start + emoji.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
  }

  useLayoutEffect(() => {
    const caret = caretAfterInsert.current;
    const el = area.current;
    if (caret === null || !el) return;
    caretAfterInsert.current = null;
    el.focus();
    el.setSelectionRange(caret, caret);
  });

  return (
    <form className="chat-composer" onSubmit={submit}>
      {showEmoji && <EmojiButton onPick={insert} />}
      <label className="sr-only" htmlFor="chat-text">
        {t('chat.composer.label')}
      </label>
      <textarea
        id="chat-text"
        ref={area}
        className="chat-composer__input"
        rows={1}
        value={text}
        placeholder={t('chat.composer.placeholder')}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? 'chat-text-error' : undefined}
        maxLength={MESSAGE_MAX + 200}
      />
      <button
        type="submit"
        className="chat-send"
        disabled={!trimmed || tooLong || disabled}
        aria-label={t('chat.composer.send')}
        title={t('chat.composer.send')}
      >
        <SendIcon />
      </button>
      {tooLong && (
        <p id="chat-text-error" className="chat-composer__error field-error" role="alert">
          {t('chat.composer.tooLong', { max: MESSAGE_MAX, count: text.length })}
        </p>
      )}
    </form>
  );
}
