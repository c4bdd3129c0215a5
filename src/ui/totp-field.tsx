/**
 * The authenticator-code field of a form built with useContractForm: digits, at most 7 characters typed, sent
 * only when filled in (the contract's `totp` is optional), checked by `totpCheck` (src/lib/forms/code-check).
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from './form-field';

export function TotpField<TValues extends FieldValues>({
  form,
  label,
  name = 'totp' as Path<TValues>,
}: {
  form: UseFormReturn<TValues>;
  label: string;
  name?: Path<TValues>;
}) {
  return (
    <FormField label={label} error={form.formState.errors[name]?.message as string | undefined}>
      {(control) => (
        <input
          {...control}
          {...form.register(name, { setValueAs: (value: string) => value.replace(/\s/g, '') || undefined })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
        />
      )}
    </FormField>
  );
}
