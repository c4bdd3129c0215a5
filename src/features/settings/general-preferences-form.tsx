/**
 * The general preferences (POST /v2/settings/general): the account's language, the language of e-mails and
 * notifications (GET /v2/languages/communication) and the auto-logout time (GET /v2/common/logoutTimes).
 * Only what changed is sent. The session does not carry the communication language, so the form starts from
 * the account language and shows what the server saved once it answers.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListCommunicationLanguages } from '../../../generated/api/misc/misc';
import type { SettingsGeneralRequest } from '../../../generated/api/model/settingsGeneralRequest.zod';
import { useListLogoutTimes, useUpdateGeneralSettings } from '../../../generated/api/settings/settings';
import { getGetSettingsQueryKey } from '../../../generated/api/session/session';
import { reportFormError } from '../../lib/errors/form-errors';
import { useRegion } from '../../lib/region/current-region';
import { notify } from '../../lib/toast/toast';
import { FormField } from '../../ui/form-field';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { formatMinutes } from '../../lib/format/date-format';
import { languageName } from '../../lib/format/name-format';

const FIELDS = ['language', 'communicationLanguage', 'logoutTime'] as const;
type Field = (typeof FIELDS)[number];

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
  const languages = useListCommunicationLanguages({ query: { staleTime: 5 * 60_000 } });
  const times = useListLogoutTimes({ query: { staleTime: 5 * 60_000 } });
  const update = useUpdateGeneralSettings();
  const [saved, setSaved] = useState({ language, communicationLanguage: language, logoutTime });
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  if (languages.isPending || times.isPending) return <QueryLoading />;
  if (languages.isError) return <QueryError error={languages.error} onRetry={() => void languages.refetch()} />;
  if (times.isError) return <QueryError error={times.error} onRetry={() => void times.refetch()} />;

  const shows = (field: Field) => only === undefined || only === field;
  const siteLanguages = [...new Set([...region.locales, language])];
  const timeOptions = [...new Set([...times.data.data, logoutTime])].sort((a, b) => a - b);
  const changes: SettingsGeneralRequest = {};
  if (shows('language') && values.language !== saved.language) changes.language = values.language;
  if (shows('communicationLanguage') && values.communicationLanguage !== saved.communicationLanguage)
    changes.communicationLanguage = values.communicationLanguage;
  if (shows('logoutTime') && values.logoutTime !== saved.logoutTime) changes.logoutTime = values.logoutTime;
  const changed = Object.keys(changes).length > 0;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    setErrors({});
    update.mutate(
      { data: changes },
      {
        onSuccess: ({ data }) => {
          const next = { language: data.language, communicationLanguage: data.communicationLanguage, logoutTime: data.logoutTime };
          setSaved(next);
          setValues(next);
          notify.success(t('general.saved'));
          void queryClient.invalidateQueries({ queryKey: getGetSettingsQueryKey() });
        },
        onError: (error) => reportFormError(error, { fields: FIELDS, onFieldErrors: setErrors }),
      },
    );
  };

  return (
    <form className="form card settings-card" onSubmit={submit} aria-labelledby="general-preferences">
      <h2 id="general-preferences" className="card__title">
        {t('general.preferences')}
      </h2>
      {shows('language') && (
        <FormField label={t('general.language')} error={errors.language}>
          {(control) => (
            <select {...control} value={values.language} onChange={(e) => setValues({ ...values, language: e.target.value })}>
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
        <FormField label={t('general.communicationLanguage')} error={errors.communicationLanguage} hint={t('general.communicationHint')}>
          {(control) => (
            <select
              {...control}
              value={values.communicationLanguage}
              onChange={(e) => setValues({ ...values, communicationLanguage: e.target.value })}
            >
              {!languages.data.data.some((l) => l.code === values.communicationLanguage) && (
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
        <FormField label={t('general.logoutTime')} error={errors.logoutTime} hint={t('general.logoutHint')}>
          {(control) => (
            <select {...control} value={values.logoutTime} onChange={(e) => setValues({ ...values, logoutTime: Number(e.target.value) })}>
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
        <button type="submit" className="button" disabled={!changed || update.isPending}>
          {update.isPending ? t('actions.saving') : t('actions.save')}
        </button>
      </div>
    </form>
  );
}
