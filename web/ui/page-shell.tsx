import type { ReactNode } from 'react';

/**
 * Page title plus content, the frame every ordinary page uses. `fillScreen`: the page takes at
 * least the screen's height, so the footer starts below the first screen. Pages whose content
 * arrives after they show (a member's lists) change height then; a footer in view would move,
 * and that shift counts against the page (issue 23).
 */
export function PageShell({
  title,
  children,
  actions,
  fillScreen = false,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  fillScreen?: boolean;
}) {
  return (
    <section
      className={`page-shell mx-auto w-full max-w-5xl px-4 py-6 sm:py-10${fillScreen ? ' min-h-dvh' : ''}`}
    >
      <header className="page-shell__header mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="page-title">{title}</h1>
        {actions}
      </header>
      {children}
    </section>
  );
}
