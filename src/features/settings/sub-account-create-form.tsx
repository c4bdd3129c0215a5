/**
 * The new sub-account form (POST /v2/sub-account/create): alias, optional e-mail, spot and collateral
 * permissions; then the list. Errors join their data with '. ' (spec section 8).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { getListSubAccountsQueryKey, useCreateSubAccount } from '../../../generated/api/sub-accounts/sub-accounts';
import { CreateSubAccountBody } from '../../../generated/api/sub-accounts/sub-accounts.zod';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { SUB_ACCOUNT_DATA_SEPARATOR } from '../../lib/errors/failed-to-fetch';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { useGoTo } from '../../lib/routing/use-go-to';
import { notify } from '../../lib/toast/toast';
import { FormField } from '../../ui/form-field';
import { NameField } from './name-field';

const FIELDS = ['alias', 'email', 'spotEnabled', 'collateralEnabled'] as const;

type Values = z.input<typeof CreateSubAccountBody>;

/** The contract's SubAccountAlias: 1 to 64 characters. */
const ALIAS_MAX = 64;

export function SubAccountCreateForm() {
  const { t } = useTranslation('settings');
  const { prefix } = useLocalizedPath();
  const goTo = useGoTo();
  const queryClient = useQueryClient();
  const create = useCreateSubAccount();
  const form = useContractForm<Values>({
    schema: CreateSubAccountBody,
    defaultValues: { alias: '', spotEnabled: true, collateralEnabled: false },
    // A 401 on the way (session expired) keeps what was typed for after the login.
    draft: { id: 'sub-account-create' },
    ruleMessages: {
      alias: { required: t('subAccounts.errors.aliasEmpty'), rule: t('subAccounts.errors.aliasLong') },
      email: t('subAccounts.errors.email'),
    },
  });
  const errors = form.formState.errors;
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit((data) =>
    create.mutateAsync({ data }).then(
      ({ data: created }) => {
        notify.success(t('subAccounts.created', { alias: created.alias }));
        void queryClient.invalidateQueries({ queryKey: getListSubAccountsQueryKey() });
        goTo(`${prefix}/settings/general/sub-accounts/list`);
      },
      (error: unknown) => putServerErrors(form, error, { fields: FIELDS, separator: SUB_ACCOUNT_DATA_SEPARATOR }),
    ),
  );

  const fieldError = (field: 'spotEnabled' | 'collateralEnabled') =>
    errors[field] && (
      <span className="field__error" role="alert">
        {errors[field].message}
      </span>
    );

  return (
    <form className="form card settings-card" onSubmit={submit} noValidate aria-labelledby="sub-create-title">
      <h2 id="sub-create-title" className="card__title">
        {t('subAccounts.createTitle')}
      </h2>
      <NameField form={form} name="alias" label={t('subAccounts.alias')} maxLength={ALIAS_MAX} />
      <FormField label={t('subAccounts.email')} error={errors.email?.message} hint={t('subAccounts.emailHint')}>
        {(control) => (
          // Optional: an empty field sends no e-mail at all.
          <input
            {...control}
            {...form.register('email', { setValueAs: (value: string) => value.trim() || undefined })}
            type="email"
            autoComplete="off"
          />
        )}
      </FormField>
      <fieldset className="field">
        <legend className="field__label">{t('subAccounts.permissions')}</legend>
        <label className="checkbox">
          <input type="checkbox" {...form.register('spotEnabled')} />
          {t('subAccounts.spotEnabled')}
        </label>
        <label className="checkbox">
          <input type="checkbox" {...form.register('collateralEnabled')} />
          {t('subAccounts.collateralEnabled')}
        </label>
        {fieldError('spotEnabled')}
        {fieldError('collateralEnabled')}
      </fieldset>
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('subAccounts.creating') : t('subAccounts.create')}
        </button>
      </div>
    </form>
  );
}
