/**
 * An amount to move or invest, on the float-only rule of spec section 5 (src/lib/input): digits and one
 * separator (comma, dot or slash, shown as a dot), at most `precision` decimals. A keystroke the rule refuses
 * leaves the field as it was and says why. Below the field: what is available, and a button that fills in
 * the largest amount. The field's error (from the form or the server) is tied to it for screen readers.
 * Labels come translated from the feature that uses it.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterFloatInput } from '../lib/input/float-input';

export interface AmountWithMaxFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  precision: number;
  name: string;
  error?: string;
  /** A line under the field (the available balance, the plan's limits). */
  hint?: React.ReactNode;
  suffix?: string;
  disabled?: boolean;
  /** Fills the field with the largest amount; shown as a button labelled `maxLabel`. */
  onMax?: () => void;
  maxLabel?: string;
}

export function AmountWithMaxField({
  label,
  value,
  onChange,
  precision,
  name,
  error,
  hint,
  suffix,
  disabled,
  onMax,
  maxLabel,
}: AmountWithMaxFieldProps) {
  const { t } = useTranslation('forms');
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const [refused, setRefused] = useState<string | undefined>();
  const message = error ?? refused;
  const describedBy = [message ? messageId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field amount-max-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="amount-max-field__control">
        <input
          id={id}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            const result = filterFloatInput(e.target.value, { precision });
            if (result.ok) {
              setRefused(undefined);
              onChange(result.text);
            } else {
              setRefused(t(result.key, result.values));
            }
          }}
        />
        {suffix && <span className="amount-max-field__suffix">{suffix}</span>}
        {onMax && (
          <button type="button" className="button button--secondary button--small" onClick={onMax} disabled={disabled}>
            {maxLabel}
          </button>
        )}
      </div>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {message && (
        <p className={error ? 'field__error' : 'field__hint'} id={messageId} role={error ? 'alert' : 'status'}>
          {message}
        </p>
      )}
    </div>
  );
}
