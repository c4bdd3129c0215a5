/**
 * The step that asks for a 6-digit code sent by e-mail or text (spec sections 4 and 5): only digits are kept (a
 * pasted "123 456" becomes 123456), a short code gets the rule's message and stays as typed, the server's answer
 * on the code (wrong, expired) lands on the field, and "send a new code" waits out the server's delay. The caller
 * gives the contract's body schema (its `code` field), the call, and the translated texts.
 */
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
      <FormField label={texts.label} error={form.formState.errors.code?.message}>
        {(control) => (
          <input
            {...control}
            {...form.register('code', {
              onChange: (e: React.ChangeEvent<HTMLInputElement>) => form.setValue('code', codeDigits(e.target.value)),
            })}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        )}
      </FormField>
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
