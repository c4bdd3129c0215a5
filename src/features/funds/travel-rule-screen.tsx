/**
 * /deposit/confirmation/travel-rule?transactionId: a crypto deposit from another provider's wallet waits for the
 * sender's details under the travel rule (getTravelRuleDeposit). The form (useContractForm over the generated
 * SubmitDepositTravelRuleBody) asks where it came from (a provider from listTravelRuleVasps, or the sender's own wallet)
 * and who sent it (travel-rule-party.tsx); once sent the deposit goes on to be credited.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import {
  getGetTravelRuleDepositQueryKey,
  useGetTravelRuleDeposit,
  useSubmitDepositTravelRule,
} from '../../../generated/api/profile/profile';
import { SubmitDepositTravelRuleBody } from '../../../generated/api/profile/profile.zod';
import { formatDecimal } from '../../lib/format/number-format';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { notify } from '../../lib/toast/toast';
import { AppLink } from '../../ui/app-link';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { countryCode, emptyAsNone, TravelRuleParty } from './travel-rule-party';

type Details = z.input<typeof SubmitDepositTravelRuleBody>;

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
      <TravelRuleParty
        party="sender"
        walletType={walletType}
        onWalletType={(value) => form.setValue('walletType', value)}
        fields={{
          vasp: form.register('vaspId', { setValueAs: emptyAsNone }),
          name: form.register('originatorName'),
          country: form.register('originatorCountry', { setValueAs: countryCode }),
        }}
        errors={{
          vasp: form.formState.errors.vaspId?.message,
          name: form.formState.errors.originatorName?.message,
          country: form.formState.errors.originatorCountry?.message,
        }}
        busy={busy}
      />
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
