/**
 * A labelled form control with its hint and error. The label names only the control; the hint and the
 * error are tied to it with aria-describedby (not inside the label), so a screen reader reads the name once
 * and the error as a description, and tests find the field by its label alone. Texts come translated from
 * the feature.
 */
import { useId, type ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, ...(describedBy ? { 'aria-describedby': describedBy } : {}), ...(error ? { 'aria-invalid': true } : {}) })}
      {hint && (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field__error" id={errorId} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** A text input in a FormField. */
export function FormTextField({
  label,
  error,
  hint,
  value,
  onChange,
  ...input
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => <input {...input} {...control} value={value} onChange={(e) => onChange(e.target.value)} />}
    </FormField>
  );
}
