/**
 * The nickname form: 3 to 32 letters, digits or underscores, while changes are left; a 422 lands on the field.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateNickname } from '../../../generated/api/settings/settings';
import { getGetSettingsQueryKey } from '../../../generated/api/session/session';
import { reportFormError } from '../../lib/errors/form-errors';
import { notify } from '../../lib/toast/toast';
import { FormTextField } from '../../ui/form-field';
import type { SettingsUser } from './settings-data';

export const NICKNAME_PATTERN = /^[A-Za-z0-9_]{3,32}$/;

export function NicknameForm({ user }: { user: SettingsUser }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const update = useUpdateNickname();
  const [nickname, setNickname] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [current, setCurrent] = useState({ nickname: user.nickname, left: user.nicknameChangesLeft });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = nickname.trim();
    if (!NICKNAME_PATTERN.test(value)) return setError(t('nickname.errors.pattern'));
    if (value === current.nickname.value) return setError(t('nickname.errors.same'));
    setError(undefined);
    update.mutate(
      { data: { nickname: value } },
      {
        onSuccess: ({ data }) => {
          setCurrent({ nickname: data.nickname, left: data.nicknameChangesLeft });
          setNickname('');
          notify.success(t('nickname.saved', { nickname: `${data.nickname.value}#${data.nickname.tag}` }));
          void queryClient.invalidateQueries({ queryKey: getGetSettingsQueryKey() });
        },
        onError: (e) => reportFormError(e, { fields: ['nickname'], onFieldErrors: (errors) => setError(errors.nickname) }),
      },
    );
  };

  return (
    <form className="form card settings-card" onSubmit={submit} noValidate aria-labelledby="nickname-title">
      <h2 id="nickname-title" className="card__title">
        {t('nickname.current', { nickname: `${current.nickname.value}#${current.nickname.tag}` })}
      </h2>
      <p className="field__hint" data-testid="nickname-left">
        {t('nickname.changesLeft', { count: current.left })}
      </p>
      {current.left === 0 ? (
        <p className="notice notice--warning">{t('nickname.noChangesLeft')}</p>
      ) : (
        <>
          <FormTextField
            label={t('nickname.label')}
            name="nickname"
            autoComplete="nickname"
            maxLength={32}
            value={nickname}
            error={error}
            hint={t('nickname.rules', { tag: current.nickname.tag })}
            onChange={(value) => {
              setNickname(value);
              setError(undefined);
            }}
          />
          <div className="form__actions">
            <button type="submit" className="button" disabled={update.isPending}>
              {update.isPending ? t('actions.saving') : t('actions.save')}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
