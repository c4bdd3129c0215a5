/**
 * The one decimal amount field (amounts to trade, convert, move, invest, hold or request), on the amount rule of
 * src/lib/input/amount-input.ts: what is typed or pasted is read as the current language writes numbers (en
 * `1,234.56`, tr `1.234,56`) and never changed. The field shows exactly the text typed; its form gets the value
 * that text stands for (a decimal string with a dot), or `''` while the text cannot be read, together with the
 * reason, which stays under the field: a form never holds, and so never sends, another number than the one on
 * screen. A field error from the form or the server (translated by the caller) shows in the same place and makes
 * the message an alert; while the text is refused its reason is the message, since a form's "required" or an
 * earlier server answer says less about the text now on screen. Optional: a unit after the field, a line under it
 * (the available balance, a plan's limits) and a button that fills in the largest amount.
 *
 * The field forwards its ref to the input and takes `name`, `value`, `onChange(value)` and `onBlur`, so a
 * react-hook-form `Controller`'s `field` drives it as it is (`<AmountField {...field} error={…} … />`). A value the
 * form sets itself (the max button, a price picked in the book, a reset) replaces the text, in the language's form.
 *
 * The rule (with the input results it shares with the other rules, on decimal.js) is not part of a page's first
 * load: it loads with the first field shown (`AMOUNT_RULE`), or comes with a caller's own chunk (`rule`, e.g. the
 * order form's logic chunk). A text typed before it has arrived is shown as typed, the form holds `''` meanwhile,
 * and the text is read as soon as the rule arrives.
 */
import { forwardRef, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { readAmountInput } from '../lib/input/amount-input';
import { amountText } from '../lib/input/amount-text';
import type { InputMessage } from '../lib/input/input-result';

export type AmountReader = typeof readAmountInput;

/** Where a field gets the amount rule from. */
export interface AmountRule {
  /** The rule, once it has arrived. */
  now: () => AmountReader | undefined;
  /** Asks for the rule (again after a failed load). */
  load: () => Promise<AmountReader>;
  /** Ask as soon as a field is shown; otherwise at its first focus. */
  eager?: boolean;
}

let amountReader: AmountReader | undefined;
let amountLoading: Promise<AmountReader> | undefined;

/** The rule of src/lib/input/amount-input.ts in a chunk of its own. */
export const AMOUNT_RULE: AmountRule = {
  now: () => amountReader,
  load: () =>
    (amountLoading ??= import('../lib/input/amount-input').then(
      (module) => (amountReader = module.readAmountInput),
      (error: unknown) => {
        amountLoading = undefined;
        throw error;
      },
    )),
  eager: true,
};

export interface AmountFieldProps {
  label: string;
  name: string;
  /** The form's value: a decimal string with a dot (`1234.5`), or `''`. */
  value: string;
  /**
   * Gets the value the text stands for: a canonical decimal string with a dot (`1,234.50` in en and `1.234,5` in
   * tr both give `1234.5`), `''` for an empty field, and `''` with the translated reason when the text is refused.
   */
  onChange: (value: string, refusal?: string) => void;
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
  /** Where the amount rule comes from: its own chunk unless told. */
  rule?: AmountRule;
}

/** What the field shows, and what it stands for. */
interface Shown {
  /** The input's text: as typed or pasted, or the value set by the form in the language's form. */
  text: string;
  /** The value the text stands for: what the field last gave its form, or was given by it. */
  value: string;
  /** The language the text was read (or written) in. */
  locale: string;
  /** Why the text cannot be read (the form holds `''`). */
  refusal?: InputMessage;
  /** Typed before the rule arrived: read once it has (the form holds `''`). */
  pending?: boolean;
}

export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(
  {
    label,
    name,
    value,
    onChange,
    onBlur,
    precision,
    error,
    hint,
    suffix,
    disabled,
    onMax,
    maxLabel,
    testId,
    className,
    rule = AMOUNT_RULE,
  },
  ref,
) {
  const { t, i18n } = useTranslation('forms');
  const locale = i18n.language;
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const base = testId ?? name;
  const [shown, setShown] = useState<Shown>(() => ({ text: amountText(value, locale), value, locale }));
  // The text typed while the rule was loading, read when it arrives unless something replaced it meanwhile.
  const pendingText = useRef<string | undefined>(undefined);

  let current = shown;
  // The form set a value of its own (or the language changed under a text that was read): show that value.
  if (value !== shown.value || (locale !== shown.locale && !shown.refusal && !shown.pending)) {
    current = { text: amountText(value, locale), value, locale };
    pendingText.current = undefined;
    setShown(current);
  }

  const refusal = current.refusal ? t(current.refusal.key, current.refusal.values) : undefined;
  const message = refusal ?? error;
  const describedBy = [message ? messageId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;

  useEffect(() => {
    if (rule.eager) void rule.load().catch(() => undefined);
  }, [rule]);

  const read = (reader: AmountReader, raw: string) => {
    const result = reader(raw, { locale, precision });
    if (result.ok) {
      setShown({ text: raw, value: result.value, locale });
      onChange(result.value);
    } else {
      setShown({ text: raw, value: '', locale, refusal: { key: result.key, values: result.values } });
      onChange('', t(result.key, result.values));
    }
  };

  const change = (raw: string) => {
    const reader = rule.now();
    if (reader) {
      pendingText.current = undefined;
      read(reader, raw);
      return;
    }
    // Until the rule is here the text means nothing yet: the form must not keep the value it replaced.
    pendingText.current = raw;
    setShown({ text: raw, value: '', locale, pending: true });
    if (current.value !== '') onChange('');
    void rule.load().then(
      (loaded) => {
        if (pendingText.current !== raw) return; // a later keystroke or the form's own value came since
        pendingText.current = undefined;
        read(loaded, raw);
      },
      () => {
        pendingText.current = undefined; // the text stays; the next keystroke or focus asks again
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
          value={current.text}
          disabled={disabled}
          aria-invalid={message ? true : undefined}
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
