import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SmileIcon } from './chat-icons';
import { loadEmojiPicker } from './emoji-picker-loader';

/**
 * The emoji button of spec §1: opens emoji-picker-element (loaded on first use, with its
 * emoji data served from our own assets, never a CDN) and inserts the chosen emoji.
 */
export function EmojiButton({ onPick }: { onPick: (emoji: string) => void }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!open) return;
    const el = host.current;
    if (!el) return;
    let picker: HTMLElement | null = null;
    let cancelled = false;
    void loadEmojiPicker(i18n.language).then((make) => {
      if (cancelled) return;
      picker = make();
      picker.addEventListener('emoji-click', (e) => {
        const detail = (e as CustomEvent<{ unicode?: string }>).detail;
        if (detail.unicode) pick.current(detail.unicode);
      });
      el.appendChild(picker);
      picker.shadowRoot?.querySelector<HTMLInputElement>('input')?.focus();
    });
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onDown = (e: PointerEvent) => {
      if (wrap.current && !wrap.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      cancelled = true;
      picker?.remove();
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open, i18n.language]);

  return (
    <div className="chat-emoji" ref={wrap}>
      <button
        ref={button}
        type="button"
        className="chat-icon-btn"
        aria-label={t('chat.composer.emoji')}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="emoji-button"
      >
        <SmileIcon />
      </button>
      {open && (
        <div className="chat-emoji__panel" ref={host} role="dialog" aria-label={t('chat.composer.emoji')} />
      )}
    </div>
  );
}
