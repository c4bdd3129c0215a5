/**
 * The e-mail field of the auth forms: trimmed, the contract's e-mail rule worded as the login words it. Every
 * auth form sends the e-mail under the contract's name `email`.
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../ui/form-field';

/** The words for an e-mail that is empty or breaks the contract's rule. */
export function emailRule(t: (key: string) => string): { required: string; rule: string } {
  return { required: t('login.errors.email'), rule: t('login.errors.email') };
}

export function EmailField<TValues extends FieldValues & { email?: string }>({
  form,
  autoComplete = 'email',
}: {
  form: UseFormReturn<TValues>;
  autoComplete?: 'email' | 'username';
}) {
  const { t } = useTranslation('auth');
  const name = 'email' as Path<TValues>;
  return (
    <FormField label={t('login.email')} error={form.formState.errors[name]?.message as string | undefined}>
      {(control) => (
        <input
          {...control}
          {...form.register(name, { setValueAs: (value: string) => value.trim() })}
          type="email"
          autoComplete={autoComplete}
        />
      )}
    </FormField>
  );
}
