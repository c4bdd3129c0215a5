/**
 * The one decimal amount field (amounts to trade, convert, move, invest, hold or request), on the float-only rule
 * of spec section 5 (src/lib/input/float-input.ts): digits and one separator (comma, dot or slash, shown as a
 * dot), at most `precision` decimals. A keystroke the rule refuses leaves the field as it was and says why, so
 * nothing typed is lost silently; a field error from the form or the server (translated by the caller) takes the
 * place of that message and is tied to the field for screen readers. Optional: a unit after the field, a line
 * under it (the available balance, a plan's limits) and a button that fills in the largest amount.
 *
 * The field forwards its ref to the input and takes `name`, `value`, `onChange(text)` and `onBlur`, so a
 * react-hook-form `Controller`'s `field` drives it as it is (`<AmountField {...field} error={…} … />`).
 *
 * The rule works on decimal.js, which a page's first load does without: it loads with the first field shown
 * (`FLOAT_RULE`), or comes with a caller's own chunk (`rule`, e.g. the order form's logic chunk). A keystroke
 * made before it has arrived is shown as typed and checked as soon as it arrives.
 */
import { forwardRef, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { filterFloatInput } from '../lib/input/float-input';

export type FloatFilter = typeof filterFloatInput;

/** Where a field gets the float-only rule from. */
export interface FloatRule {
  /** The rule, once it has arrived. */
  now: () => FloatFilter | undefined;
  /** Asks for the rule (again after a failed load). */
  load: () => Promise<FloatFilter>;
  /** Ask as soon as a field is shown; otherwise at its first focus. */
  eager?: boolean;
}

let floatFilter: FloatFilter | undefined;
let floatLoading: Promise<FloatFilter> | undefined;

/** The rule of src/lib/input/float-input.ts in a chunk of its own. */
export const FLOAT_RULE: FloatRule = {
  now: () => floatFilter,
  load: () =>
    (floatLoading ??= import('../lib/input/float-input').then(
      (module) => (floatFilter = module.filterFloatInput),
      (error: unknown) => {
        floatLoading = undefined;
        throw error;
      },
    )),
  eager: true,
};

export interface AmountFieldProps {
  label: string;
  name: string;
  value: string;
  /** Gets the field's text, separators as dots (may be unfinished: `''`, `12.`). */
  onChange: (text: string) => void;
  onBlur?: () => void;
  /** The most decimals allowed (0: whole numbers only). */
  precision: number;
  /** A translated error of the form or the server, shown under the field. */
  error?: string;
  /** A line under the field: the available balance, a plan's limits. */
  hint?: ReactNode;
  /** The unit shown after the field. */
  suffix?: string;
  disabled?: boolean;
  /** Fills the field with the largest amount; shown as a button labelled `maxLabel`. */
  onMax?: () => void;
  maxLabel?: string;
  /** The input's test id (`<name>-input` unless told); its messages are `<testId or name>-error|-refused|-hint`. */
  testId?: string;
  /** More classes of the field's box. */
  className?: string;
  /** Where the float-only rule comes from: its own chunk unless told. */
  rule?: FloatRule;
}

export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(
  { label, name, value, onChange, onBlur, precision, error, hint, suffix, disabled, onMax, maxLabel, testId, className, rule = FLOAT_RULE },
  ref,
) {
  const { t } = useTranslation('forms');
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const base = testId ?? name;
  const [refused, setRefused] = useState<string | undefined>();
  // What was typed while the rule was still loading: shown as is, checked once the rule is there.
  const [draft, setDraft] = useState<string | undefined>();
  const latest = useRef<string | undefined>(undefined);
  const message = error ?? refused;
  const describedBy = [message ? messageId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;

  useEffect(() => {
    if (rule.eager) void rule.load().catch(() => undefined);
  }, [rule]);

  const check = (filter: FloatFilter, raw: string) => {
    const result = filter(raw, { precision });
    if (result.ok) {
      setRefused(undefined);
      onChange(result.text);
    } else {
      setRefused(t(result.key, result.values));
    }
  };

  const change = (raw: string) => {
    const filter = rule.now();
    if (filter) {
      check(filter, raw);
      return;
    }
    latest.current = raw;
    setDraft(raw);
    void rule.load().then(
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
  };

  return (
    <div className={['field', 'amount-field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="amount-field__control">
        <input
          ref={ref}
          id={id}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          value={draft ?? value ?? ''}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onFocus={() => void rule.load().catch(() => undefined)}
          onChange={(e) => change(e.target.value)}
          onBlur={onBlur}
          data-testid={testId ?? `${name}-input`}
        />
        {suffix && <span className="amount-field__suffix">{suffix}</span>}
        {onMax && (
          <button type="button" className="button button--secondary button--small" onClick={onMax} disabled={disabled}>
            {maxLabel}
          </button>
        )}
      </div>
      {hint && (
        <p className="field__hint" id={hintId} data-testid={`${base}-hint`}>
          {hint}
        </p>
      )}
      {message && (
        <p
          className={error ? 'field__error' : 'field__hint'}
          id={messageId}
          role={error ? 'alert' : 'status'}
          data-testid={`${base}-${error ? 'error' : 'refused'}`}
        >
          {message}
        </p>
      )}
    </div>
  );
});
