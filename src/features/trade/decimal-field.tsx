/**
 * A decimal input of the order form, on the float-only rule of spec section 5 (src/lib/input): digits and
 * one separator (comma, dot or slash, shown as a dot), at most `precision` decimals. A keystroke the rule
 * refuses leaves the field as it was and says why; the field's error is shown under it for screen readers.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterFloatInput } from '../../lib/input/float-input';

export function DecimalField({
  label,
  value,
  onChange,
  precision,
  suffix,
  error,
  name,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  precision: number;
  suffix?: string;
  error?: string;
  name: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('forms');
  const id = useId();
  const errorId = `${id}-error`;
  const [hint, setHint] = useState<string | undefined>();
  const message = error ?? hint;
  return (
    <div className="field order-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="order-field__control">
        <input
          id={id}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={(e) => {
            const result = filterFloatInput(e.target.value, { precision });
            if (result.ok) {
              setHint(undefined);
              onChange(result.text);
            } else {
              setHint(t(result.key, result.values));
            }
          }}
          data-testid={`order-${name}`}
        />
        {suffix && <span className="order-field__suffix">{suffix}</span>}
      </div>
      {message && (
        <p
          className={error ? 'field__error' : 'field__hint'}
          id={errorId}
          role={error ? 'alert' : 'status'}
          data-testid={`order-${name}-${error ? 'error' : 'hint'}`}
        >
          {message}
        </p>
      )}
    </div>
  );
}
