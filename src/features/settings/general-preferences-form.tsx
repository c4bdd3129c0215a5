/**
 * The general preferences (POST /v2/settings/general): the account's language, the language of e-mails and
 * notifications (GET /v2/languages/communication) and the auto-logout time (GET /v2/common/logoutTimes).
 * Only what changed is sent. The session does not carry the communication language: the list of languages says the
 * user's choice (`selected`), which becomes the field's saved value once it is there (until then, and when the list
 * does not say, the account language).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { getListCommunicationLanguagesQueryKey, useListCommunicationLanguages } from '../../../generated/api/misc/misc';
import type { SettingsGeneralRequest } from '../../../generated/api/model/settingsGeneralRequest.zod';
import { useListLogoutTimes, useUpdateGeneralSettings } from '../../../generated/api/settings/settings';
import { UpdateGeneralSettingsBody } from '../../../generated/api/settings/settings.zod';
import { getGetSettingsQueryKey } from '../../../generated/api/session/session';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { useRegion } from '../../lib/region/current-region';
import { notify } from '../../lib/toast/toast';
import { FormField } from '../../ui/form-field';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { formatMinutes } from '../../lib/format/date-format';
import { languageName } from '../../lib/format/name-format';

const FIELDS = ['language', 'communicationLanguage', 'logoutTime'] as const;
type Field = (typeof FIELDS)[number];
type Values = z.infer<typeof UpdateGeneralSettingsBody>;

export function GeneralPreferencesForm({
  language,
  logoutTime,
  only,
}: {
  language: string;
  logoutTime: number;
  /** Shows one preference only (the communication and logout-time pages). */
  only?: Field;
}) {
  const { t, i18n } = useTranslation('settings');
  const region = useRegion();
  const queryClient = useQueryClient();
  const languages = useListCommunicationLanguages();
  const times = useListLogoutTimes({ query: { staleTime: 5 * 60_000 } });
  const update = useUpdateGeneralSettings();
  const form = useContractForm<Values>({
    schema: UpdateGeneralSettingsBody,
    defaultValues: { language, communicationLanguage: language, logoutTime },
  });
  const values = useWatch({ control: form.control }) as Values;
  const errors = form.formState.errors;
  const dirty = form.formState.dirtyFields;
  const selected = languages.data?.selected;
  // resetField does nothing to a field not yet registered: wait for the form to show (both reads answered).
  const shown = !languages.isPending && !times.isPending;
  useEffect(() => {
    if (shown && selected && !form.getFieldState('communicationLanguage').isDirty)
      form.resetField('communicationLanguage', { defaultValue: selected });
  }, [shown, selected, form]);

  if (languages.isPending || times.isPending) return <QueryLoading />;
  if (languages.isError) return <QueryError error={languages.error} onRetry={() => void languages.refetch()} />;
  if (times.isError) return <QueryError error={times.error} onRetry={() => void times.refetch()} />;

  const shows = (field: Field) => only === undefined || only === field;
  const siteLanguages = [...new Set([...region.locales, language])];
  const timeOptions = [...new Set([...times.data.data, logoutTime])].sort((a, b) => a - b);
  // Only what changed (and is shown) is sent.
  const changed = FIELDS.filter((field) => shows(field) && dirty[field]);

  const submit = form.handleSubmit((data) => {
    if (changed.length === 0) return;
    const changes: SettingsGeneralRequest = Object.fromEntries(changed.map((field) => [field, data[field]]));
    return update.mutateAsync({ data: changes }).then(
      ({ data: saved }) => {
        form.reset({ language: saved.language, communicationLanguage: saved.communicationLanguage, logoutTime: saved.logoutTime });
        notify.success(t('general.saved'));
        void queryClient.invalidateQueries({ queryKey: getGetSettingsQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getListCommunicationLanguagesQueryKey() });
      },
      (error: unknown) => putServerErrors(form, error, { fields: FIELDS }),
    );
  });

  return (
    <form className="form card settings-card" onSubmit={submit} aria-labelledby="general-preferences">
      <h2 id="general-preferences" className="card__title">
        {t('general.preferences')}
      </h2>
      {shows('language') && (
        <FormField label={t('general.language')} error={errors.language?.message}>
          {(control) => (
            <select {...control} {...form.register('language')}>
              {siteLanguages.map((code) => (
                <option key={code} value={code}>
                  {languageName(code, i18n.language)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {shows('communicationLanguage') && (
        <FormField
          label={t('general.communicationLanguage')}
          error={errors.communicationLanguage?.message}
          hint={t('general.communicationHint')}
        >
          {(control) => (
            <select {...control} {...form.register('communicationLanguage')}>
              {values.communicationLanguage && !languages.data.data.some((l) => l.code === values.communicationLanguage) && (
                <option value={values.communicationLanguage}>{languageName(values.communicationLanguage, i18n.language)}</option>
              )}
              {languages.data.data.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {shows('logoutTime') && (
        <FormField label={t('general.logoutTime')} error={errors.logoutTime?.message} hint={t('general.logoutHint')}>
          {(control) => (
            <select {...control} {...form.register('logoutTime', { valueAsNumber: true })}>
              {timeOptions.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {formatMinutes(minutes, i18n.language)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <div className="form__actions">
        <button type="submit" className="button" disabled={changed.length === 0 || form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('actions.saving') : t('actions.save')}
        </button>
      </div>
    </form>
  );
}
