/**
 * /codes/packages: the user's code packages (listCodePackages) with how many of their codes were used, and the merchant
 * settings (the name a package's codes show to whoever applies them).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetMerchantSettingsQueryKey,
  useGetMerchantSettings,
  useListCodePackages,
  useUpdateMerchantSettings,
} from '../../../generated/api/codes/codes';
import { UpdateMerchantSettingsBody } from '../../../generated/api/codes/codes.zod';
import type { MerchantSettings } from '../../../generated/api/model/merchantSettings.zod';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { notify } from '../../lib/toast/toast';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { FormFailureLine } from '../../ui/form-failure-line';
import { FormField } from '../../ui/form-field';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';

export function PackagesScreen() {
  const { t, i18n } = useTranslation('codes');
  const packages = useListCodePackages({ query: { staleTime: 10_000 } });
  const locale = i18n.language;
  return (
    <div className="codes">
      <p className="product-info__links">
        <AppLink className="button" to="/codes/packages/create">
          {t('links.createPackage')}
        </AppLink>
      </p>
      {packages.isPending ? (
        <QueryLoading />
      ) : packages.isError ? (
        <CallError error={packages.error} onRetry={() => void packages.refetch()} />
      ) : packages.data.data.length === 0 ? (
        <QueryEmpty>{t('packages.empty')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="packages-table">
            <caption className="visually-hidden">{t('packages.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('packages.columns.name')}</th>
                <th scope="col">{t('packages.columns.codes')}</th>
                <th scope="col">{t('packages.columns.status')}</th>
                <th scope="col">{t('packages.columns.created')}</th>
              </tr>
            </thead>
            <tbody>
              {packages.data.data.map((p) => (
                <tr key={p.id} data-testid="package-row" data-id={p.id}>
                  <td>
                    <AppLink to={p.status === 'draft' ? `/codes/packages/generate?id=${p.id}` : `/codes/packages/${p.id}`}>
                      {p.name}
                    </AppLink>
                  </td>
                  <td className="num">
                    {t('packages.codesOf', {
                      count: p.count,
                      amount: formatDecimal(p.amountPerCode, locale, { max: 8 }),
                      ticker: p.ticker,
                    })}
                  </td>
                  <td>{p.status === 'draft' ? t('packages.draft') : t('packages.used', { used: p.usedCount, count: p.count })}</td>
                  <td>{formatDate(p.createdAt, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <MerchantSettingsCard />
    </div>
  );
}

function MerchantSettingsCard() {
  const settings = useGetMerchantSettings({ query: { staleTime: 60_000 } });
  if (settings.isPending) return <QueryLoading />;
  if (settings.isError) return <CallError error={settings.error} onRetry={() => void settings.refetch()} />;
  return <MerchantSettingsForm saved={settings.data.data} />;
}

function MerchantSettingsForm({ saved }: { saved: MerchantSettings }) {
  const { t } = useTranslation(['codes', 'forms']);
  const id = useId();
  const queryClient = useQueryClient();
  const update = useUpdateMerchantSettings();
  const form = useContractForm<MerchantSettings>({ schema: UpdateMerchantSettingsBody, defaultValues: saved });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((data) =>
    update.mutateAsync({ data: { displayName: data.displayName.trim(), showName: data.showName } }).then(
      (response) => {
        queryClient.setQueryData(getGetMerchantSettingsQueryKey(), response);
        form.reset(response.data);
        notify.success(t('merchant.saved'));
      },
      (failure: unknown) => putServerErrors(form, failure, { fields: ['displayName', 'showName'], onForm: true }),
    ),
  );
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="merchant-form">
      <h2 id={`${id}-title`}>{t('merchant.title')}</h2>
      <p>{t('merchant.text')}</p>
      <FormField label={t('merchant.name')} error={form.formState.errors.displayName?.message}>
        {(control) => <input {...control} {...form.register('displayName')} maxLength={40} disabled={busy} data-testid="merchant-name" />}
      </FormField>
      <label className="checkbox">
        <input type="checkbox" {...form.register('showName')} disabled={busy} data-testid="merchant-show" /> {t('merchant.show')}
      </label>
      <FormFailureLine message={form.formState.errors.root?.message} />
      <button type="submit" className="button" disabled={busy || !form.formState.isDirty} aria-busy={busy} data-testid="merchant-submit">
        {t('merchant.submit')}
      </button>
    </form>
  );
}
