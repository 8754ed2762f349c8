/** The error a whole form failed with, announced to screen readers; renders nothing without one. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-[var(--color-danger)] p-3 text-[var(--color-danger)]"
    >
      {message}
    </div>
  );
}

/** A full-width submit button that shows its busy label while the form is sending. */
export function SubmitButton({
  busy,
  disabled,
  label,
  busyLabel,
}: {
  busy: boolean;
  disabled: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={busy || disabled} aria-busy={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
