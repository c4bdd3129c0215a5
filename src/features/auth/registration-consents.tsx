/**
 * The region's registration consents (spec sections 4 and 5), the same on the e-mail/phone registration and on the
 * third-party consent page: every consent is required except marketing (news and offers cannot be a condition of an
 * account), which is marked optional.
 */
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export const OPTIONAL_CONSENTS: readonly string[] = ['marketing'];

/** Whether the ticked consents hold every required consent of the region's list. */
export function requiredConsentsGiven(regionConsents: readonly string[], ticked: readonly string[]): boolean {
  return regionConsents.filter((c) => !OPTIONAL_CONSENTS.includes(c)).every((c) => ticked.includes(c));
}

/** The checkboxes of the region's consents on a form whose values have `consents`, with the field's error. */
export function ConsentsFieldset<TValues extends FieldValues & { consents: unknown }>({
  form,
  consents,
}: {
  form: UseFormReturn<TValues>;
  consents: readonly string[];
}) {
  const { t } = useTranslation('auth');
  const error = (form.formState.errors as FieldErrors<{ consents: unknown }>).consents;
  return (
    <fieldset className="auth-form__consents">
      <legend>{t('register.consents')}</legend>
      {consents.map((c) => (
        <label key={c} className="checkbox">
          <input type="checkbox" value={c} {...form.register('consents' as Path<TValues>)} />
          {OPTIONAL_CONSENTS.includes(c)
            ? t('registerConsents.optional', { label: t(`register.consent.${c}`) })
            : t(`register.consent.${c}`)}
        </label>
      ))}
      {error && (
        <span className="field__error" role="alert">
          {error.message}
        </span>
      )}
    </fieldset>
  );
}
