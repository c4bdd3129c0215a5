/**
 * A decimal input of the order form, on the float-only rule of spec section 5 (src/lib/input): digits and
 * one separator (comma, dot or slash, shown as a dot), at most `precision` decimals. A keystroke the rule
 * refuses leaves the field as it was and says why; the field's error is shown under it for screen readers.
 * The rule comes with the order form's logic chunk (use-order-logic.ts): a keystroke before it has arrived is
 * shown as typed and checked as soon as it arrives.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadOrderLogic, orderLogic, type OrderLogic } from './use-order-logic';

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
  // What was typed while the rule was still loading: shown as is, checked once the rule is there.
  const [draft, setDraft] = useState<string | undefined>();
  const latest = useRef<string | undefined>(undefined);
  const message = error ?? hint;
  const check = (logic: OrderLogic, raw: string) => {
    const result = logic.filterFloatInput(raw, { precision });
    if (result.ok) {
      setHint(undefined);
      onChange(result.text);
    } else {
      setHint(t(result.key, result.values));
    }
  };
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
          value={draft ?? value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          onFocus={() => void loadOrderLogic().catch(() => undefined)}
          onChange={(e) => {
            const raw = e.target.value;
            const logic = orderLogic();
            if (logic) {
              check(logic, raw);
              return;
            }
            latest.current = raw;
            setDraft(raw);
            void loadOrderLogic().then(
              (loaded) => {
                if (latest.current !== raw) return; // a later keystroke checks the newer text
                latest.current = undefined;
                setDraft(undefined);
                check(loaded, raw);
              },
              () => {
                latest.current = undefined;
                setDraft(undefined);
              },
            );
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
