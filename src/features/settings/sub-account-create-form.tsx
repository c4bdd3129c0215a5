/**
 * The new sub-account form (POST /v2/sub-account/create): alias, optional e-mail, spot and collateral
 * permissions; then the list. Errors join their data with '. ' (spec section 8).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListSubAccountsQueryKey, useCreateSubAccount } from '../../../generated/api/sub-accounts/sub-accounts';
import { reportFormError } from '../../lib/errors/form-errors';
import { SUB_ACCOUNT_DATA_SEPARATOR } from '../../lib/errors/failed-to-fetch';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { useGoTo } from '../../lib/routing/use-go-to';
import { notify } from '../../lib/toast/toast';
import { FormTextField } from '../../ui/form-field';
import { validateAlias } from './sub-account-rules';

const FIELDS = ['alias', 'email', 'spotEnabled', 'collateralEnabled'] as const;

type Field = (typeof FIELDS)[number];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function SubAccountCreateForm() {
  const { t } = useTranslation('settings');
  const { prefix } = useLocalizedPath();
  const goTo = useGoTo();
  const queryClient = useQueryClient();
  const create = useCreateSubAccount();
  const [values, setValues] = useState({ alias: '', email: '', spotEnabled: true, collateralEnabled: false });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    const alias = validateAlias(values.alias);
    if (!alias.ok) next.alias = t(alias.key);
    const email = values.email.trim();
    if (email && !EMAIL.test(email)) next.email = t('subAccounts.errors.email');
    setErrors(next);
    if (Object.keys(next).length || !alias.ok) return;
    create.mutate(
      {
        data: {
          alias: alias.value,
          ...(email ? { email } : {}),
          spotEnabled: values.spotEnabled,
          collateralEnabled: values.collateralEnabled,
        },
      },
      {
        onSuccess: ({ data }) => {
          notify.success(t('subAccounts.created', { alias: data.alias }));
          void queryClient.invalidateQueries({ queryKey: getListSubAccountsQueryKey() });
          goTo(`${prefix}/settings/general/sub-accounts/list`);
        },
        onError: (error) => reportFormError(error, { fields: FIELDS, onFieldErrors: setErrors, separator: SUB_ACCOUNT_DATA_SEPARATOR }),
      },
    );
  };

  const fieldError = (field: Field) =>
    errors[field] && (
      <span className="field__error" role="alert">
        {errors[field]}
      </span>
    );

  return (
    <form className="form card settings-card" onSubmit={submit} noValidate aria-labelledby="sub-create-title">
      <h2 id="sub-create-title" className="card__title">
        {t('subAccounts.createTitle')}
      </h2>
      <FormTextField
        label={t('subAccounts.alias')}
        name="alias"
        maxLength={64}
        value={values.alias}
        error={errors.alias}
        onChange={(alias) => setValues({ ...values, alias })}
      />
      <FormTextField
        label={t('subAccounts.email')}
        type="email"
        name="email"
        autoComplete="off"
        value={values.email}
        error={errors.email}
        hint={t('subAccounts.emailHint')}
        onChange={(email) => setValues({ ...values, email })}
      />
      <fieldset className="field">
        <legend className="field__label">{t('subAccounts.permissions')}</legend>
        <label className="checkbox">
          <input type="checkbox" checked={values.spotEnabled} onChange={(e) => setValues({ ...values, spotEnabled: e.target.checked })} />
          {t('subAccounts.spotEnabled')}
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={values.collateralEnabled}
            onChange={(e) => setValues({ ...values, collateralEnabled: e.target.checked })}
          />
          {t('subAccounts.collateralEnabled')}
        </label>
        {fieldError('spotEnabled')}
        {fieldError('collateralEnabled')}
      </fieldset>
      <div className="form__actions">
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? t('subAccounts.creating') : t('subAccounts.create')}
        </button>
      </div>
    </form>
  );
}
