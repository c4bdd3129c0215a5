/**
 * One passkey: its name and dates, renamed in place (POST /{id}/rename {name}) or deleted after a confirmation.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { SettingsPasskey } from '../../../generated/api/model/settingsPasskey.zod';
import { useDeletePasskey, useRenamePasskey } from '../../../generated/api/settings/settings';
import { RenamePasskeyBody } from '../../../generated/api/settings/settings.zod';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { formatDate } from '../../lib/format/date-format';
import { notify } from '../../lib/toast/toast';
import { ConfirmAction } from '../../ui/confirm-action';
import { NameField } from './name-field';

export const PASSKEY_NAME_MAX = 64;

export function PasskeyItem({ passkey, onChanged }: { passkey: SettingsPasskey; onChanged: () => void }) {
  const { t, i18n } = useTranslation('settings');
  const rename = useRenamePasskey();
  const remove = useDeletePasskey();
  const [editing, setEditing] = useState(false);
  const form = useContractForm<z.infer<typeof RenamePasskeyBody>>({
    schema: RenamePasskeyBody,
    defaultValues: { name: passkey.name },
    ruleMessages: { name: { required: t('passkeys.errors.name'), rule: t('passkeys.errors.name') } },
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(({ name }) =>
    rename.mutateAsync({ id: passkey.id, data: { name } }).then(
      () => {
        notify.success(t('passkeys.renamed', { name }));
        setEditing(false);
        onChanged();
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['name'] }),
    ),
  );

  return (
    <article className="card session" data-testid="passkey">
      {editing ? (
        <form className="form" onSubmit={submit} noValidate aria-label={t('passkeys.renameTitle', { name: passkey.name })}>
          <NameField form={form} name="name" label={t('passkeys.name')} maxLength={PASSKEY_NAME_MAX} />
          <div className="form__actions">
            <button type="submit" className="button button--small" disabled={busy}>
              {busy ? t('actions.saving') : t('actions.save')}
            </button>
            <button type="button" className="button button--secondary button--small" onClick={() => setEditing(false)}>
              {t('actions.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div>
          <h2 className="card__title">{passkey.name}</h2>
          <p className="field__hint">
            {t('passkeys.added', { date: formatDate(passkey.createdAt, i18n.language) })}
            {passkey.lastUsedAt ? ` · ${t('passkeys.lastUsed', { date: formatDate(passkey.lastUsedAt, i18n.language) })}` : ''}
          </p>
        </div>
      )}
      {!editing && (
        <div className="sub-account__actions">
          <button type="button" className="button button--secondary button--small" onClick={() => setEditing(true)}>
            {t('passkeys.rename')}
          </button>
          <ConfirmAction
            label={t('passkeys.delete')}
            question={t('passkeys.deleteQuestion', { name: passkey.name })}
            confirmLabel={t('passkeys.deleteConfirm')}
            cancelLabel={t('actions.cancel')}
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(
                { id: passkey.id },
                {
                  onSuccess: () => {
                    notify.success(t('passkeys.deleted', { name: passkey.name }));
                    onChanged();
                  },
                  onError: (e) => failedToFetchToast(e),
                },
              )
            }
          />
        </div>
      )}
    </article>
  );
}
