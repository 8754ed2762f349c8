import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';

const ITEMS = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

/**
 * The WAI-ARIA menu button: Enter, Space or ArrowDown on the button open the menu on its first
 * item (ArrowUp on the last); in the menu the arrows move and wrap, Home and End jump, Escape
 * closes and gives focus back to the button, Tab closes and lets focus move on. A click or focus
 * outside closes it too. Items are found in the DOM, so the menu may hold links and buttons.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Which item to focus once the menu is rendered: the first, the last, or none (a mouse close).
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const list = [...(root.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
    (focusOnOpen.current === 'first' ? list[0] : list.at(-1))?.focus();
    const outside = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  const openAt = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    setOpen(true);
  };

  const onButtonKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(e.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onButtonClick = () => {
    if (open) close(false);
    else openAt('first');
  };

  const onMenuKeyDown = (e: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (e.key) {
      case 'ArrowDown':
        move(at + 1);
        break;
      case 'ArrowUp':
        move(at - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(list.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        return;
      case ' ':
        // A link does not answer Space by itself; a menu item must (buttons do on their own).
        if (!(document.activeElement instanceof HTMLAnchorElement)) return;
        document.activeElement.click();
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  return { open, close, root, button, onButtonKeyDown, onButtonClick, onMenuKeyDown };
}
