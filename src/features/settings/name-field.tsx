/**
 * A name the user gives something of theirs (a sub-account's alias, a passkey): the contract's length rule on
 * the trimmed text. The form words the rule's failures (ruleMessages).
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../ui/form-field';

export function NameField<TValues extends FieldValues>({
  form,
  name,
  label,
  maxLength,
}: {
  form: UseFormReturn<TValues>;
  name: Path<TValues>;
  label: string;
  maxLength: number;
}) {
  return (
    <FormField label={label} error={form.formState.errors[name]?.message as string | undefined}>
      {(control) => <input {...control} {...form.register(name, { setValueAs: (value: string) => value.trim() })} maxLength={maxLength} />}
    </FormField>
  );
}
