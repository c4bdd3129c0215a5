/** A new alias for a sub-account (POST /v2/sub-account/{id}/edit-alias). */
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { SubAccount } from '../../../generated/api/model/subAccount.zod';
import { useEditSubAccountAlias } from '../../../generated/api/sub-accounts/sub-accounts';
import { EditSubAccountAliasBody } from '../../../generated/api/sub-accounts/sub-accounts.zod';
import { SUB_ACCOUNT_DATA_SEPARATOR } from '../../lib/errors/failed-to-fetch';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { notify } from '../../lib/toast/toast';
import { NameField } from './name-field';

/** The contract's SubAccountAlias: 1 to 64 characters. */
const ALIAS_MAX = 64;

export function SubAccountRenameForm({ account, onDone }: { account: SubAccount; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const rename = useEditSubAccountAlias();
  const form = useContractForm<z.infer<typeof EditSubAccountAliasBody>>({
    schema: EditSubAccountAliasBody,
    defaultValues: { alias: account.alias },
    ruleMessages: { alias: { required: t('subAccounts.errors.aliasEmpty'), rule: t('subAccounts.errors.aliasLong') } },
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(({ alias }) => {
    if (alias === account.alias) return onDone();
    return rename.mutateAsync({ id: account.id, data: { alias } }).then(
      ({ data }) => {
        notify.success(t('subAccounts.renamed', { alias: data.alias }));
        onDone();
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['alias'], separator: SUB_ACCOUNT_DATA_SEPARATOR }),
    );
  });

  return (
    <form
      className="form sub-account__panel"
      onSubmit={submit}
      noValidate
      aria-label={t('subAccounts.renameTitle', { alias: account.alias })}
    >
      <NameField form={form} name="alias" label={t('subAccounts.alias')} maxLength={ALIAS_MAX} />
      <div className="form__actions">
        <button type="submit" className="button button--small" disabled={busy}>
          {busy ? t('actions.saving') : t('actions.save')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onDone}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  );
}
