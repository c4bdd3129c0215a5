/**
 * /affiliate/payments: the commission's account (available, processing, paid out), a payout of some or all of what
 * is available into the main balance, and the payouts with their amounts and statuses, newest first. A payout is
 * `processing` for a few seconds on the exchange's clock, then `paid`: the list is asked again while one processes.
 * The exchange pays only once the personal data is saved: its refusal lands on the amount with the way to the form.
 */
import { useQueryClient } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetAffiliateDashboardQueryKey,
  getListAffiliatePaymentsQueryKey,
  useGetAffiliateDashboard,
  useListAffiliatePayments,
  useRequestAffiliatePayout,
} from '../../../generated/api/affiliate/affiliate';
import { RequestAffiliatePayoutBody } from '../../../generated/api/affiliate/affiliate.zod';
import type { AffiliateDashboard } from '../../../generated/api/model/affiliateDashboard.zod';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { amountCheck } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { ApiError } from '../../lib/http/errors';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { FormAmountField } from '../../ui/form-amount-field';
import { FormFailureLine } from '../../ui/form-failure-line';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { ApprovedOnly } from './approved-only';

/** How often the list is asked again while a payout processes. */
const PROCESSING_POLL_MS = 2_000;
/** The payout's refusal for missing personal data (a 422 with catalogue code 4708 on the amount). */
const NEEDS_PERSONAL_DATA = 4708;

export function AffiliatePayments() {
  return (
    <ApprovedOnly>
      <Payments />
    </ApprovedOnly>
  );
}

function Payments() {
  const dashboard = useGetAffiliateDashboard({ query: { staleTime: 10_000 } });
  return (
    <div className="affiliate-payouts">
      {dashboard.isPending ? (
        <QueryLoading />
      ) : dashboard.isError ? (
        <CallError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <PayoutForm dashboard={dashboard.data.data} />
      )}
      <PayoutList />
    </div>
  );
}

type Values = { amount: string };

function PayoutForm({ dashboard: d }: { dashboard: AffiliateDashboard }) {
  // amountCheck says its own messages in `forms`.
  const { t, i18n } = useTranslation(['affiliate', 'forms']);
  const id = useId();
  const queryClient = useQueryClient();
  const request = useRequestAffiliatePayout();
  const money = (value: string) => `${formatDecimal(value, i18n.language, { min: 2, max: 2 })} ${d.ticker}`;
  const form = useContractForm<Values>({
    schema: RequestAffiliatePayoutBody,
    defaultValues: { amount: '' },
    checks: ({ amount }) => ({
      amount: amountCheck(amount, [
        [(v) => v.lt(d.minPayout), () => t('payouts.errors.min', { min: money(d.minPayout) })],
        [(v) => v.gt(d.available), () => t('payouts.errors.available', { available: money(d.available) })],
      ]),
    }),
  });
  const busy = form.formState.isSubmitting;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetAffiliateDashboardQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getListAffiliatePaymentsQueryKey() }),
    ]);
  const submit = form.handleSubmit((data) =>
    request.mutateAsync({ data }).then(
      () => {
        form.reset({ amount: '' });
        return refresh();
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['amount'], onForm: true }),
    ),
  );
  // The refusal for missing personal data is a 422 on the amount: the way to the form goes with it.
  const noPersonalData = request.error instanceof ApiError && request.error.status === 422 && request.error.code === NEEDS_PERSONAL_DATA;
  return (
    <section aria-labelledby={`${id}-title`}>
      <dl className="stat-grid" data-testid="affiliate-account">
        {(['available', 'processing', 'paidOut'] as const).map((key) => (
          <div key={key} className="card stat">
            <dt className="stat__label">{t(`payouts.${key}`)}</dt>
            <dd className="stat__value" data-testid={`affiliate-${key}`} data-value={d[key]}>
              {money(d[key])}
            </dd>
          </div>
        ))}
      </dl>
      <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="payout-form">
        <h2 id={`${id}-title`}>{t('payouts.title')}</h2>
        <p>{t('payouts.text', { min: money(d.minPayout) })}</p>
        <FormAmountField
          control={form.control}
          name="amount"
          testId="payout-amount-input"
          label={t('payouts.amount', { ticker: d.ticker })}
          precision={2}
          suffix={d.ticker}
          hint={t('payouts.availableHint', { available: money(d.available) })}
          disabled={busy}
        />
        <button
          type="button"
          className="button button--secondary"
          onClick={() => form.setValue('amount', new Decimal(d.available).toFixed(2, Decimal.ROUND_DOWN), { shouldValidate: true })}
          disabled={busy || new Decimal(d.available).lt(d.minPayout)}
        >
          {t('payouts.all')}
        </button>
        {noPersonalData && (
          <p className="notice">
            <AppLink to="/affiliate/personal-data">{t('payouts.fillPersonalData')}</AppLink>
          </p>
        )}
        <FormFailureLine message={form.formState.errors.root?.message} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="payout-submit">
          {busy ? t('payouts.sending') : t('payouts.submit')}
        </button>
      </form>
    </section>
  );
}

function PayoutList() {
  const { t, i18n } = useTranslation('affiliate');
  const queryClient = useQueryClient();
  const payouts = useListAffiliatePayments(
    { limit: 100 },
    {
      query: {
        refetchInterval: (query) => (query.state.data?.data.some((p) => p.status === 'processing') ? PROCESSING_POLL_MS : false),
      },
    },
  );
  const lng = i18n.language;
  const processing = payouts.data?.data.some((p) => p.status === 'processing') ?? false;
  const wasProcessing = useRef(false);
  useEffect(() => {
    // A payout paid meanwhile changed the account's figures too.
    if (wasProcessing.current && !processing) void queryClient.invalidateQueries({ queryKey: getGetAffiliateDashboardQueryKey() });
    wasProcessing.current = processing;
  }, [processing, queryClient]);
  if (payouts.isPending) return <QueryLoading />;
  if (payouts.isError) return <CallError error={payouts.error} onRetry={() => void payouts.refetch()} />;
  return (
    <section aria-labelledby="payouts-title">
      <h2 id="payouts-title">{t('payouts.listTitle')}</h2>
      {payouts.data.data.length === 0 ? (
        <QueryEmpty>{t('payouts.empty')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="payouts">
            <caption className="visually-hidden">{t('payouts.listTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('payouts.requested')}</th>
                <th scope="col">{t('payouts.amountColumn')}</th>
                <th scope="col">{t('payouts.status')}</th>
                <th scope="col">{t('payouts.paid')}</th>
              </tr>
            </thead>
            <tbody>
              {payouts.data.data.map((p) => (
                <tr key={p.id} data-testid="payout-row" data-id={p.id} data-status={p.status} data-amount={p.amount}>
                  <td>{formatDateTime(p.requestedAt, lng)}</td>
                  <td className="num">{`${formatDecimal(p.amount, lng, { min: 2, max: 2 })} ${p.ticker}`}</td>
                  <td>
                    <span className={`status-pill status-pill--${p.status === 'paid' ? 'on' : 'off'}`}>
                      {t(`payouts.statuses.${p.status}`)}
                    </span>
                  </td>
                  <td>{p.paidAt ? formatDateTime(p.paidAt, lng) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
