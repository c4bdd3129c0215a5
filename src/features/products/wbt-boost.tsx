/**
 * /wbt/boost: the user's WBT balances, a form to put WBT on hold (POST hold {amount}), a form to ask for it
 * back (POST unhold request {amount, force}) and the unhold requests with a cancel for the pending ones.
 * Amounts follow the input rules (src/lib/input) and are checked against the balance they come from before
 * any call; a failure keeps what was typed and the button is disabled while a call is on its way.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useWatch, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import {
  getGetWbtBalancesQueryKey,
  getListBalancesQueryKey,
  getListWbtUnholdRequestsQueryKey,
  useCancelWbtUnholdRequest,
  useCreateWbtUnholdRequest,
  useGetWbtBalances,
  useGetWbtBanner,
  useHoldWbt,
  useListWbtUnholdRequests,
} from '../../../generated/api/balances/balances';
import { getGetUserFundingDiscountQueryKey } from '../../../generated/api/funding/funding';
import { CreateWbtUnholdRequestBody, HoldWbtBody } from '../../../generated/api/balances/balances.zod';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { amountCheck, roundedDown } from '../../lib/forms/amount-rules';
import { useContractForm, type FormChecks } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { notify } from '../../lib/toast/toast';
import { FormAmountField } from '../../ui/form-amount-field';
import { FormFailureLine } from '../../ui/form-failure-line';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { WbtHoldingLevel } from './wbt-holding-level';

/** WBT amounts carry 8 decimals (the spec's display precision). */
export const WBT_DECIMALS = 8;

/**
 * After a hold, a release or a cancel: the requests, the holding level (its discount) and the balances change (a hold
 * answers with the WBT balances themselves, `answered`).
 */
function refreshHolding(queryClient: QueryClient, answered = false): void {
  void queryClient.invalidateQueries({ queryKey: getListWbtUnholdRequestsQueryKey() });
  if (!answered) void queryClient.invalidateQueries({ queryKey: getGetWbtBalancesQueryKey() });
  void queryClient.invalidateQueries({ queryKey: getGetUserFundingDiscountQueryKey() });
  void queryClient.invalidateQueries({ queryKey: getListBalancesQueryKey() });
}

export function WbtBoost() {
  const { t, i18n } = useTranslation(['products', 'forms']);
  const balances = useGetWbtBalances({ query: { staleTime: 10_000 } });
  const banner = useGetWbtBanner({ query: { staleTime: 60_000 } });
  const lng = i18n.language;
  if (balances.isPending) return <QueryLoading />;
  if (balances.isError) return <QueryError error={balances.error} onRetry={() => void balances.refetch()} />;
  const b = balances.data.data;
  const main = b.main ?? '0';
  const hold = b.hold ?? '0';
  const amount = (value: string | undefined) => `${formatDecimal(value ?? '0', lng, { max: WBT_DECIMALS })} WBT`;
  return (
    <div className="boost">
      <dl className="stat-grid" data-testid="wbt-balances">
        <div className="card stat">
          <dt className="stat__label">{t('boost.balances.main')}</dt>
          <dd className="stat__value" data-testid="wbt-main">
            {amount(main)}
          </dd>
        </div>
        <div className="card stat">
          <dt className="stat__label">{t('boost.balances.hold')}</dt>
          <dd className="stat__value" data-testid="wbt-hold">
            {amount(hold)}
          </dd>
        </div>
        <div className="card stat">
          <dt className="stat__label">{t('boost.balances.unhold')}</dt>
          <dd className="stat__value">{amount(b.unhold)}</dd>
        </div>
        <div className="card stat">
          <dt className="stat__label">{t('boost.balances.trade')}</dt>
          <dd className="stat__value">{amount(b.trade)}</dd>
        </div>
        {banner.data && (
          <div className="card stat">
            <dt className="stat__label">{t('wbt.holdingApr')}</dt>
            <dd className="stat__value">{formatDecimal(banner.data.data.holdingApr, lng, { max: 2 })}&nbsp;%</dd>
          </div>
        )}
      </dl>
      <WbtHoldingLevel decimals={WBT_DECIMALS} />
      <div className="grid-2">
        <HoldForm available={main} />
        <UnholdForm available={hold} />
      </div>
      <UnholdRequests />
    </div>
  );
}

/** A form over a WBT amount taken from `available` (the main balance to hold, the held balance to ask back). */
function useWbtAmountForm<TValues extends { amount: string }>(
  schema: $ZodType<unknown, TValues>,
  defaultValues: DefaultValues<TValues>,
  available: string,
) {
  const { t, i18n } = useTranslation(['products', 'forms']);
  const shown = formatDecimal(available, i18n.language, { max: WBT_DECIMALS });
  const form = useContractForm<TValues>({
    schema,
    defaultValues,
    checks: (values) =>
      ({
        amount: amountCheck(values.amount, [
          [(value) => value.gt(available), () => t('products:boost.errors.moreThanAvailable', { available: shown })],
        ]),
      }) as ReturnType<FormChecks<TValues>>,
  });
  return { form, shown, allAvailable: () => roundedDown(available, WBT_DECIMALS) };
}

type Hold = z.infer<typeof HoldWbtBody>;
type Unhold = z.input<typeof CreateWbtUnholdRequestBody>;

function HoldForm({ available }: { available: string }) {
  const { t } = useTranslation(['products', 'forms']);
  const queryClient = useQueryClient();
  const id = useId();
  const hold = useHoldWbt();
  const { form, shown, allAvailable } = useWbtAmountForm<Hold>(HoldWbtBody, { amount: '' }, available);
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((data) =>
    hold.mutateAsync({ data }).then(
      (response) => {
        queryClient.setQueryData(getGetWbtBalancesQueryKey(), response);
        refreshHolding(queryClient, true);
        notify.success(t('boost.hold.done'));
        form.reset({ amount: '' });
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['amount'], onForm: true }),
    ),
  );
  return (
    <form className="card form boost__form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="hold-form">
      <h2 id={`${id}-title`}>{t('boost.hold.title')}</h2>
      <p>{t('boost.hold.text')}</p>
      <FormAmountField
        control={form.control}
        name="amount"
        inputName="hold-amount"
        label={t('boost.amount')}
        precision={WBT_DECIMALS}
        suffix="WBT"
        hint={t('boost.available', { amount: shown })}
        disabled={busy}
      />
      <button type="button" className="link-button" onClick={() => form.setValue('amount', allAvailable())} disabled={busy}>
        {t('boost.useAll')}
      </button>
      <FormFailureLine message={form.formState.errors.root?.message} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="hold-submit">
        {busy ? t('boost.sending') : t('boost.hold.submit')}
      </button>
    </form>
  );
}

function UnholdForm({ available }: { available: string }) {
  const { t } = useTranslation(['products', 'forms']);
  const queryClient = useQueryClient();
  const id = useId();
  const unhold = useCreateWbtUnholdRequest();
  const { form, shown } = useWbtAmountForm<Unhold>(CreateWbtUnholdRequestBody, { amount: '', force: false }, available);
  const busy = form.formState.isSubmitting;
  const force = useWatch({ control: form.control, name: 'force' });
  const submit = form.handleSubmit((data) =>
    unhold.mutateAsync({ data: { amount: data.amount, force: data.force ?? false } }).then(
      () => {
        refreshHolding(queryClient);
        notify.success(t(data.force ? 'boost.unhold.doneForce' : 'boost.unhold.done'));
        form.reset({ amount: '', force: false });
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['amount', 'force'], onForm: true }),
    ),
  );
  return (
    <form className="card form boost__form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="unhold-form">
      <h2 id={`${id}-title`}>{t('boost.unhold.title')}</h2>
      <p>{t('boost.unhold.text')}</p>
      <FormAmountField
        control={form.control}
        name="amount"
        inputName="unhold-amount"
        label={t('boost.amount')}
        precision={WBT_DECIMALS}
        suffix="WBT"
        hint={t('boost.onHold', { amount: shown })}
        disabled={busy}
      />
      <label className="checkbox">
        <input type="checkbox" {...form.register('force')} disabled={busy} />
        {t('boost.unhold.force')}
      </label>
      <p className="field__hint">{force ? t('boost.unhold.forceHint') : t('boost.unhold.waitHint')}</p>
      <FormFailureLine message={form.formState.errors.force?.message ?? form.formState.errors.root?.message} />
      <button type="submit" className="button button--secondary" disabled={busy} aria-busy={busy} data-testid="unhold-submit">
        {busy ? t('boost.sending') : t('boost.unhold.submit')}
      </button>
    </form>
  );
}

function UnholdRequests() {
  const { t, i18n } = useTranslation('products');
  const queryClient = useQueryClient();
  const lng = i18n.language;
  const requests = useListWbtUnholdRequests({ query: { staleTime: 10_000 } });
  const cancel = useCancelWbtUnholdRequest({
    mutation: {
      onSuccess: () => {
        refreshHolding(queryClient);
        notify.success(t('boost.requests.cancelled'));
      },
      onError: (error) => failedToFetchToast(error),
    },
  });
  return (
    <section aria-labelledby="unhold-requests-title">
      <h2 id="unhold-requests-title">{t('boost.requests.title')}</h2>
      {requests.isPending ? (
        <QueryLoading />
      ) : requests.isError ? (
        <QueryError error={requests.error} onRetry={() => void requests.refetch()} />
      ) : requests.data.data.length === 0 ? (
        <QueryEmpty>{t('boost.requests.empty')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="unhold-requests">
            <thead>
              <tr>
                <th scope="col">{t('boost.requests.created')}</th>
                <th scope="col">{t('boost.amount')}</th>
                <th scope="col">{t('boost.requests.fee')}</th>
                <th scope="col">{t('boost.requests.status')}</th>
                <th scope="col">{t('boost.requests.availableAt')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('boost.requests.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {[...requests.data.data]
                .sort((a, b) => b.createdAt - a.createdAt)
                .map((r, index) => {
                  const cancelling = cancel.isPending && cancel.variables?.id === r.id;
                  return (
                    <tr key={`${r.id}-${index}`} data-testid="unhold-request" data-request={r.id} data-status={r.status}>
                      <th scope="row">{formatDateTime(r.createdAt, lng)}</th>
                      <td className="num">{formatDecimal(r.amount, lng, { max: WBT_DECIMALS })} WBT</td>
                      <td className="num" data-testid="unhold-fee">
                        {formatDecimal(r.fee ?? '0', lng, { max: WBT_DECIMALS })} WBT
                      </td>
                      <td>
                        {t(`boost.requests.statuses.${r.status}`)}
                        {r.force && ` · ${t('boost.requests.forced')}`}
                      </td>
                      <td>{formatDateTime(r.availableAt, lng)}</td>
                      <td>
                        {r.status === 'pending' && (
                          <button
                            type="button"
                            className="button button--secondary button--small"
                            disabled={cancel.isPending}
                            aria-busy={cancelling}
                            onClick={() => cancel.mutate({ id: r.id })}
                          >
                            {t('boost.requests.cancel')}
                          </button>
                        )}
                      </td>
                    </tr>
                  );
                })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
