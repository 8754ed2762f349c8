import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';

type SelectOption = { value: string; label: string; disabled?: boolean; lang?: string };

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'onChange' | 'value'> & {
  value: string;
  options: readonly SelectOption[];
  /** A first, disabled option that shows while nothing is chosen ("Choose…"). */
  placeholder?: string;
  onChange: (value: string) => void;
  /** React 19 passes `ref` as a prop; it reaches the native select (to move focus there). */
  ref?: Ref<HTMLSelectElement>;
};

/** The one native select of the app: options as data, the chosen value as a string. */
export function Select({ options, placeholder, onChange, className = 'input', ...rest }: SelectProps) {
  return (
    <select className={className} onChange={(e) => onChange(e.target.value)} {...rest}>
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {options.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled} lang={o.lang}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

type FieldProps = SelectProps & {
  label: ReactNode;
  /** The wrapper's class: `field` in forms, a layout's own class where that lays fields out. */
  fieldClassName?: string;
  labelClassName?: string;
};

/** A labelled select; the label is tied to it by the given id or a generated one. */
export function SelectField({ label, fieldClassName = 'field', labelClassName, id, ...rest }: FieldProps) {
  const auto = useId();
  const selectId = id ?? auto;
  return (
    <div className={fieldClassName}>
      <label className={labelClassName ? `field-label ${labelClassName}` : 'field-label'} htmlFor={selectId}>
        {label}
      </label>
      <Select id={selectId} {...rest} />
    </div>
  );
}
