/**
 * The alias field of the sub-account forms: the contract's SubAccountAlias rule (1 to 64 characters) on the
 * trimmed text, its own words when the text is too long.
 */
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../ui/form-field';

export const ALIAS_MAX = 64;

export function AliasField<TValues extends FieldValues & { alias: string }>({ form }: { form: UseFormReturn<TValues> }) {
  const { t } = useTranslation('settings');
  return (
    <FormField label={t('subAccounts.alias')} error={form.formState.errors.alias?.message as string | undefined}>
      {(control) => (
        <input
          {...control}
          {...form.register('alias' as Path<TValues>, { setValueAs: (value: string) => value.trim() })}
          maxLength={ALIAS_MAX}
        />
      )}
    </FormField>
  );
}
