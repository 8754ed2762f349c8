import type { ReactNode } from 'react';

/** The centred card of the account pages outside /profile (reset, ban, goodbye). */
export function AccountCard({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="account-card-frame">
      <div className="card account-card" data-testid={testId}>
        {children}
      </div>
    </div>
  );
}

/** A finished state: an icon, a heading, a text and what to do next. */
export function AccountResult({
  ok,
  title,
  text,
  children,
}: {
  ok: boolean;
  title: string;
  text: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="account-result">
      <span className={`account-result__icon ${ok ? 'is-ok' : 'is-error'}`} aria-hidden="true">
        {ok ? '✓' : '!'}
      </span>
      <h1 className="page-title account-result__title">{title}</h1>
      <p className="account-result__text">{text}</p>
      {children}
    </div>
  );
}
