import type { ReactNode } from 'react';

/** The centred card the login and signup pages share. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex justify-center bg-[image:var(--hero-gradient)] px-4 py-10 sm:py-16">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <h1 className="page-title mb-1">{title}</h1>
        {subtitle && <p className="mb-6 text-[var(--color-text-muted)]">{subtitle}</p>}
        {children}
        {footer && <div className="mt-6 text-center text-sm">{footer}</div>}
      </div>
    </div>
  );
}
