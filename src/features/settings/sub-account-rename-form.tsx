/** A new alias for a sub-account (POST /v2/sub-account/{id}/edit-alias). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubAccount } from '../../../generated/api/model/subAccount.zod';
import { useEditSubAccountAlias } from '../../../generated/api/sub-accounts/sub-accounts';
import { SUB_ACCOUNT_DATA_SEPARATOR } from '../../lib/errors/failed-to-fetch';
import { reportFormError } from '../../lib/errors/form-errors';
import { notify } from '../../lib/toast/toast';
import { FormTextField } from '../../ui/form-field';
import { validateAlias } from './sub-account-rules';

export function SubAccountRenameForm({ account, onDone }: { account: SubAccount; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const rename = useEditSubAccountAlias();
  const [alias, setAlias] = useState(account.alias);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validateAlias(alias);
    if (!checked.ok) return setError(t(checked.key));
    if (checked.value === account.alias) return onDone();
    setError(undefined);
    rename.mutate(
      { id: account.id, data: { alias: checked.value } },
      {
        onSuccess: ({ data }) => {
          notify.success(t('subAccounts.renamed', { alias: data.alias }));
          onDone();
        },
        onError: (e) =>
          reportFormError(e, {
            fields: ['alias'],
            onFieldErrors: (errors) => setError(errors.alias),
            separator: SUB_ACCOUNT_DATA_SEPARATOR,
          }),
      },
    );
  };

  return (
    <form
      className="form sub-account__panel"
      onSubmit={submit}
      noValidate
      aria-label={t('subAccounts.renameTitle', { alias: account.alias })}
    >
      <FormTextField
        label={t('subAccounts.alias')}
        name="alias"
        maxLength={64}
        value={alias}
        error={error}
        onChange={(value) => {
          setAlias(value);
          setError(undefined);
        }}
      />
      <div className="form__actions">
        <button type="submit" className="button button--small" disabled={rename.isPending}>
          {rename.isPending ? t('actions.saving') : t('actions.save')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onDone}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  );
}
