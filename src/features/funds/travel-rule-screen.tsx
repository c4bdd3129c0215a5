/**
 * /deposit/confirmation/travel-rule?transactionId: a crypto deposit from another provider's wallet waits for the
 * sender's details under the travel rule (getTravelRuleDeposit). The form (useContractForm over the generated
 * SubmitDepositTravelRuleBody) asks where it came from (a provider from listTravelRuleVasps, or the sender's own wallet)
 * and who sent it; once sent the deposit goes on to be credited.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import {
  getGetTravelRuleDepositQueryKey,
  useGetTravelRuleDeposit,
  useListTravelRuleVasps,
  useSubmitDepositTravelRule,
} from '../../../generated/api/profile/profile';
import { SubmitDepositTravelRuleBody } from '../../../generated/api/profile/profile.zod';
import { formatDecimal } from '../../lib/format/number-format';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { notify } from '../../lib/toast/toast';
import { AppLink } from '../../ui/app-link';
import { FormField } from '../../ui/form-field';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { SegmentedControl } from '../../ui/segmented-control';
import { StandardAreaPage } from '../../ui/standard-area-page';

type Details = z.input<typeof SubmitDepositTravelRuleBody>;

/** An optional field left empty is not sent (the contract has no empty provider or country). */
const emptyAsNone = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

export function TravelRuleScreen() {
  const { t, i18n } = useTranslation('funds');
  const search = useSearch({ strict: false }) as { transactionId?: unknown };
  const id = Number(search.transactionId);
  const known = Number.isInteger(id) && id > 0;
  const deposit = useGetTravelRuleDeposit(id, { query: { enabled: known } });
  return (
    <StandardAreaPage>
      <h2>{t('travelRule.title')}</h2>
      {!known ? (
        <p className="notice">{t('travelRule.unknown')}</p>
      ) : deposit.isPending ? (
        <QueryLoading />
      ) : deposit.isError ? (
        <QueryError error={deposit.error} onRetry={() => void deposit.refetch()} />
      ) : (
        <>
          <dl className="definition-list" data-testid="travel-rule-deposit">
            <dt>{t('travelRule.amount')}</dt>
            <dd>
              {formatDecimal(deposit.data.data.amount, i18n.language, { max: 8 })} {deposit.data.data.ticker} ({deposit.data.data.network})
            </dd>
            <dt>{t('travelRule.to')}</dt>
            <dd className="mono break">{deposit.data.data.address}</dd>
            <dt>{t('travelRule.tx')}</dt>
            <dd className="mono break">{deposit.data.data.txHash}</dd>
          </dl>
          {deposit.data.data.status === 'awaiting' ? (
            <TravelRuleForm id={id} />
          ) : (
            <p className="notice" role="status" data-testid="travel-rule-status">
              {t(`travelRule.status.${deposit.data.data.status}`)} <AppLink to="/balance/wallet">{t('travelRule.toBalance')}</AppLink>
            </p>
          )}
        </>
      )}
    </StandardAreaPage>
  );
}

function TravelRuleForm({ id }: { id: number }) {
  const { t } = useTranslation('funds');
  const queryClient = useQueryClient();
  const vasps = useListTravelRuleVasps({ query: { staleTime: 5 * 60_000 } });
  const submit = useSubmitDepositTravelRule();
  const form = useContractForm<Details>({
    schema: SubmitDepositTravelRuleBody,
    defaultValues: { walletType: 'vasp', originatorName: '' },
    ruleMessages: { originatorName: t('travelRule.errors.name'), originatorCountry: t('travelRule.errors.country') },
    checks: ({ walletType, vaspId }) => ({ vaspId: walletType === 'vasp' && !vaspId ? t('travelRule.errors.vasp') : undefined }),
  });
  const walletType = form.watch('walletType');
  const busy = form.formState.isSubmitting;
  const onSubmit = form.handleSubmit(({ walletType: type, vaspId, originatorName, originatorCountry }) =>
    submit
      .mutateAsync({
        id,
        data: {
          walletType: type,
          ...(type === 'vasp' && vaspId ? { vaspId } : {}),
          originatorName: originatorName.trim(),
          ...(originatorCountry ? { originatorCountry } : {}),
        },
      })
      .then(
        (response) => {
          queryClient.setQueryData(getGetTravelRuleDepositQueryKey(id), response);
          notify.success(t('travelRule.sent'));
        },
        (error: unknown) =>
          putServerErrors(form, error, { fields: ['walletType', 'vaspId', 'originatorName', 'originatorCountry'], onForm: true }),
      ),
  );
  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby="travel-rule-form" data-testid="travel-rule-form">
      <h3 id="travel-rule-form" className="card__title">
        {t('travelRule.formTitle')}
      </h3>
      <p>{t('travelRule.why')}</p>
      <SegmentedControl
        variant="radio"
        className="segmented"
        aria-label={t('travelRule.walletType')}
        items={(['vasp', 'self-hosted'] as const).map((value) => ({ value, label: t(`travelRule.walletTypes.${value}`) }))}
        value={walletType}
        onChange={(value) => form.setValue('walletType', value)}
      />
      {walletType === 'vasp' && (
        <FormField label={t('travelRule.vasp')} error={form.formState.errors.vaspId?.message}>
          {(control) => (
            <select {...control} {...form.register('vaspId', { setValueAs: emptyAsNone })} disabled={busy || !vasps.data}>
              <option value="">{t('travelRule.chooseVasp')}</option>
              {vasps.data?.data.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {vasps.isError && <QueryError error={vasps.error} onRetry={() => void vasps.refetch()} />}
      <FormField label={t('travelRule.name')} error={form.formState.errors.originatorName?.message}>
        {(control) => <input {...control} {...form.register('originatorName')} autoComplete="name" maxLength={128} disabled={busy} />}
      </FormField>
      <FormField
        label={t('travelRule.country')}
        hint={t('travelRule.countryHint')}
        error={form.formState.errors.originatorCountry?.message}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('originatorCountry', { setValueAs: (v: string) => emptyAsNone(v)?.toUpperCase() })}
            autoComplete="country"
            maxLength={2}
            disabled={busy}
          />
        )}
      </FormField>
      {form.formState.errors.root?.message && (
        <p className="field__error" role="alert">
          {form.formState.errors.root.message}
        </p>
      )}
      <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="travel-rule-submit">
        {t('travelRule.submit')}
      </button>
    </form>
  );
}
