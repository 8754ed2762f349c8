import { useSignupDialog } from './signup-dialog';

/** A button that opens the whole signup flow in the app's one signup dialog (signup-dialog.tsx). */
export function SignupModalToggle({ label, className }: { label: string; className: string }) {
  const dialog = useSignupDialog();
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={dialog.open}>
      {label}
    </button>
  );
}
