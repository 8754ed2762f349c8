import { type TextareaHTMLAttributes, useId } from 'react';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | undefined };

/** A labelled textarea whose error is announced and tied to it, like TextField. */
export function TextAreaField({ label, error, id, rows = 6, ...rest }: Props) {
  const auto = useId();
  const areaId = id ?? auto;
  const errorId = `${areaId}-error`;
  return (
    <div className="field">
      <label htmlFor={areaId} className="field-label">
        {label}
      </label>
      <textarea
        id={areaId}
        className="input"
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
