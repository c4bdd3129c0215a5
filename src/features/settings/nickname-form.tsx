/**
 * The nickname form: 3 to 32 letters, digits or underscores, while changes are left; a 422 lands on the field.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useUpdateNickname } from '../../../generated/api/settings/settings';
import { UpdateNicknameBody } from '../../../generated/api/settings/settings.zod';
import { getGetSettingsQueryKey } from '../../../generated/api/session/session';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { notify } from '../../lib/toast/toast';
import { FormField } from '../../ui/form-field';
import type { SettingsUser } from './settings-data';

export function NicknameForm({ user }: { user: SettingsUser }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const update = useUpdateNickname();
  const [current, setCurrent] = useState({ nickname: user.nickname, left: user.nicknameChangesLeft });
  const form = useContractForm<z.infer<typeof UpdateNicknameBody>>({
    schema: UpdateNicknameBody,
    defaultValues: { nickname: '' },
    draft: { id: 'nickname' },
    ruleMessages: { nickname: t('nickname.errors.pattern') },
    checks: ({ nickname }) => ({ nickname: nickname === current.nickname.value ? t('nickname.errors.same') : undefined }),
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(({ nickname }) =>
    update.mutateAsync({ data: { nickname } }).then(
      ({ data }) => {
        setCurrent({ nickname: data.nickname, left: data.nicknameChangesLeft });
        form.reset({ nickname: '' });
        notify.success(t('nickname.saved', { nickname: `${data.nickname.value}#${data.nickname.tag}` }));
        void queryClient.invalidateQueries({ queryKey: getGetSettingsQueryKey() });
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['nickname'] }),
    ),
  );

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
          <FormField
            label={t('nickname.label')}
            error={form.formState.errors.nickname?.message}
            hint={t('nickname.rules', { tag: current.nickname.tag })}
          >
            {(control) => (
              <input
                {...control}
                {...form.register('nickname', { setValueAs: (value: string) => value.trim() })}
                autoComplete="nickname"
                maxLength={32}
              />
            )}
          </FormField>
          <div className="form__actions">
            <button type="submit" className="button" disabled={busy}>
              {busy ? t('actions.saving') : t('actions.save')}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
