/**
 * One passkey: its name and dates, renamed in place (POST /{id}/rename {name}) or deleted after a confirmation.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsPasskey } from '../../../generated/api/model/settingsPasskey.zod';
import { useDeletePasskey, useRenamePasskey } from '../../../generated/api/settings/settings';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { reportFormError } from '../../lib/errors/form-errors';
import { formatDate } from '../../lib/format/date-format';
import { notify } from '../../lib/toast/toast';
import { ConfirmAction } from '../../ui/confirm-action';
import { FormTextField } from '../../ui/form-field';

export const PASSKEY_NAME_MAX = 64;

export function PasskeyItem({ passkey, onChanged }: { passkey: SettingsPasskey; onChanged: () => void }) {
  const { t, i18n } = useTranslation('settings');
  const rename = useRenamePasskey();
  const remove = useDeletePasskey();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (value === '' || value.length > PASSKEY_NAME_MAX) return setError(t('passkeys.errors.name'));
    setError(undefined);
    rename.mutate(
      { id: passkey.id, data: { name: value } },
      {
        onSuccess: () => {
          notify.success(t('passkeys.renamed', { name: value }));
          setEditing(false);
          onChanged();
        },
        onError: (e) => reportFormError(e, { fields: ['name'], onFieldErrors: (errors) => setError(errors.name) }),
      },
    );
  };

  return (
    <article className="card session" data-testid="passkey">
      {editing ? (
        <form className="form" onSubmit={submit} noValidate aria-label={t('passkeys.renameTitle', { name: passkey.name })}>
          <FormTextField
            label={t('passkeys.name')}
            name="name"
            maxLength={PASSKEY_NAME_MAX}
            value={name}
            error={error}
            onChange={(value) => {
              setName(value);
              setError(undefined);
            }}
          />
          <div className="form__actions">
            <button type="submit" className="button button--small" disabled={rename.isPending}>
              {rename.isPending ? t('actions.saving') : t('actions.save')}
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
