/**
 * A decimal amount field for product forms (convert, hold, requests), on the float-only rule of spec section 5
 * (src/lib/input): digits and one separator (comma, dot or slash, shown as a dot), at most `precision`
 * decimals. A keystroke the rule refuses leaves the field as it was and says why, so nothing typed is lost
 * silently; a field error from the form (translated by the caller) replaces that hint.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterFloatInput } from '../lib/input/float-input';

export function AmountField({
  label,
  value,
  onChange,
  precision,
  suffix,
  error,
  name,
  disabled,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  precision: number;
  suffix?: string;
  /** A translated error of the form or the server, shown under the field. */
  error?: string;
  name: string;
  disabled?: boolean;
  /** A translated help text shown when there is nothing else to say. */
  hint?: string;
}) {
  const { t } = useTranslation('forms');
  const id = useId();
  const messageId = `${id}-message`;
  const [refused, setRefused] = useState<string | undefined>();
  const message = error ?? refused ?? hint;
  return (
    <div className="field amount-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="amount-field__control">
        <input
          id={id}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(e) => {
            const result = filterFloatInput(e.target.value, { precision });
            if (result.ok) {
              setRefused(undefined);
              onChange(result.text);
            } else {
              setRefused(t(result.key, result.values));
            }
          }}
          data-testid={`${name}-input`}
        />
        {suffix && <span className="amount-field__suffix">{suffix}</span>}
      </div>
      {message && (
        <p
          className={error ? 'field__error' : 'field__hint'}
          id={messageId}
          role={error ? 'alert' : refused ? 'status' : undefined}
          data-testid={`${name}-${error ? 'error' : 'hint'}`}
        >
          {message}
        </p>
      )}
    </div>
  );
}
