import type { ReactNode } from 'react';

/** Page title plus content, the frame every ordinary page uses. */
export function PageShell({
  title,
  children,
  actions,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="page-shell mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <header className="page-shell__header mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="page-title">{title}</h1>
        {actions}
      </header>
      {children}
    </section>
  );
}
