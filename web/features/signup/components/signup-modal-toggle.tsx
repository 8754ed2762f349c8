import type { ReactNode } from 'react';
import { useSignupDialog } from './signup-dialog';

/** A button that opens the whole signup flow in the app's one signup dialog (signup-dialog.tsx). */
export function SignupModalToggle({
  label,
  className,
  testId,
}: {
  label: ReactNode;
  className: string;
  testId?: string;
}) {
  const dialog = useSignupDialog();
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={dialog.open}
      data-testid={testId}
    >
      {label}
    </button>
  );
}
