/**
 * The amount field of a form built with useContractForm (src/lib/forms): react-hook-form's Controller drives
 * the one AmountField, and the field's error (the contract's rule, the form's check or the server's answer)
 * shows under it. The form's value is the decimal the text stands for; a text the field refuses leaves it `''`,
 * which every amount of the contract refuses (its decimal format), so the form cannot be sent while the text
 * is refused, and the field shows why. A module of its own, so the amount field itself stays free of
 * react-hook-form.
 */
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { AmountField, type AmountFieldProps } from './amount-field';

export function FormAmountField<TValues extends FieldValues>({
  control,
  name,
  inputName,
  onValueChange,
  ...field
}: {
  control: Control<TValues>;
  name: Path<TValues>;
  /** The input's own name (and so its test ids) when it differs from the form value's. */
  inputName?: string;
  /** Told after the value changed (a screen that clears an old summary): the decimal, `''` while the text is refused. */
  onValueChange?: (value: string) => void;
} & Omit<AmountFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: controlled, fieldState }) => (
        <AmountField
          {...field}
          ref={controlled.ref}
          name={inputName ?? controlled.name}
          value={(controlled.value as string | undefined) ?? ''}
          onChange={(value) => {
            controlled.onChange(value);
            onValueChange?.(value);
          }}
          onBlur={controlled.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
