/**
 * The step that asks for a 6-digit code sent by e-mail or text (spec sections 4 and 5): only digits are kept (a
 * pasted "123 456" becomes 123456), a short code gets the rule's message and stays as typed, the server's answer
 * on the code (wrong, expired) lands on the field, and "send a new code" waits out the server's delay. The caller
 * gives the contract's body schema (its `code` field), the call, and the translated texts.
 */
import type { Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { useContractForm } from '../lib/forms/contract-form';
import { putServerErrors } from '../lib/forms/server-errors';
import { useSecondsUntil } from '../lib/time/use-seconds-until';
import { FormField } from './form-field';
import { codeDigits } from '../lib/input/integer-input';

export const CODE_LENGTH = 6;

type CodeValues = { code: string };

export interface CodeStepTexts {
  label: string;
  rule: string;
  submit: string;
  resend: string;
  resendIn: (seconds: number) => string;
}

export function CodeStep({
  schema,
  texts,
  onCode,
  pending,
  resend,
  testId,
}: {
  schema: $ZodType<unknown, CodeValues>;
  texts: CodeStepTexts;
  /** Sends the code; a rejection puts the server's answer on the field. */
  onCode: (code: string) => Promise<unknown>;
  pending: boolean;
  /** "Send a new code": when it may be pressed again (a Date.now() time) and what it does. */
  resend?: { availableAt?: number; pending: boolean; onResend: () => void };
  testId?: string;
}) {
  const form = useContractForm<CodeValues>({
    schema,
    defaultValues: { code: '' },
    ruleMessages: { code: { required: texts.rule, rule: texts.rule } },
  });
  const resendIn = useSecondsUntil(resend?.availableAt);
  const submit = form.handleSubmit(async ({ code }) => {
    if (pending) return;
    try {
      await onCode(code);
    } catch (error) {
      putServerErrors(form, error, { fields: ['code'] });
    }
  });
  return (
    <form className="form" onSubmit={submit} noValidate data-testid={testId}>
      <CodeField form={form} label={texts.label} />
      <div className="form__actions">
        <button type="submit" className="button" aria-disabled={pending} aria-busy={pending}>
          {texts.submit}
        </button>
        {resend && (
          <button
            type="button"
            className="link-button"
            disabled={resend.pending || resendIn > 0}
            aria-busy={resend.pending}
            onClick={resend.onResend}
          >
            {resendIn > 0 ? texts.resendIn(resendIn) : texts.resend}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * The 6-digit code's field on a form whose values have `code`: only digits are kept as typed or pasted, one-time-code
 * autofill, the numeric keypad. `focus`: 'now' where the code is what comes next on the page, 'dialog' inside a
 * Dialog (which focuses it once it has noted the element to give focus back to).
 */
export function CodeField<TValues extends CodeValues>({
  form,
  label,
  focus,
}: {
  form: UseFormReturn<TValues>;
  label: string;
  focus?: 'now' | 'dialog';
}) {
  const name = 'code' as Path<TValues>;
  return (
    <FormField label={label} error={form.formState.errors[name]?.message as string | undefined}>
      {(control) => (
        <input
          {...control}
          {...form.register(name, {
            onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
              form.setValue(name, codeDigits(e.target.value) as PathValue<TValues, Path<TValues>>),
          })}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus={focus === 'now'}
          data-autofocus={focus === 'dialog' ? '' : undefined}
        />
      )}
    </FormField>
  );
}
