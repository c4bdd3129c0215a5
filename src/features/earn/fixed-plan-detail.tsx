/**
 * One fixed plan (GET /v2/smart/fixed-plans/{id}/detail): APR, term, limits and its pool, then the invest
 * form or the login link. A plan the server does not know is the app's fatal 404 (spec section 8).
 */
import { notFound } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGetFixedPlanDetail } from '../../../generated/api/earn-fixed/earn-fixed';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { formatAmount } from './earn-format';
import { FixedInvestForm } from './fixed-invest-form';
import { LoginToInvest } from './login-to-invest';
import { isPlanNotFound } from './plan-not-found';
import { formatRate } from '../../lib/format/number-format';
import type { useEarnWallet } from './use-earn-wallet';

export function FixedPlanDetail({
  id,
  wallet,
  initialAmount,
}: {
  id: number;
  wallet: ReturnType<typeof useEarnWallet>;
  initialAmount?: string;
}) {
  const { t, i18n } = useTranslation('earn');
  const detail = useGetFixedPlanDetail(id, { query: { retry: false } });
  if (detail.isError && isPlanNotFound(detail.error)) throw notFound();
  if (detail.isPending) return <QueryLoading />;
  if (detail.isError) return <QueryError error={detail.error} onRetry={() => void detail.refetch()} />;
  const plan = detail.data.data;
  const locale = i18n.language;
  const shown = (value: string) => `${formatAmount(value, wallet.decimals, locale)} ${plan.ticker}`;
  return (
    <>
      <section className="card earn-plan" aria-labelledby="fixed-plan-title">
        <h2 id="fixed-plan-title" className="card__title">
          {t('fixed.title', { ticker: plan.ticker, days: plan.durationDays })}
        </h2>
        <dl className="definition-list" data-testid="fixed-plan-facts">
          <dt>{t('fixed.apr')}</dt>
          <dd className="up">{formatRate(plan.rate, locale)}</dd>
          <dt>{t('fixed.term')}</dt>
          <dd>{t('plans.days', { days: plan.durationDays })}</dd>
          <dt>{t('fixed.limits')}</dt>
          <dd>
            {shown(plan.minAmount)} – {shown(plan.maxAmount)}
          </dd>
          <dt>{t('fixed.pool')}</dt>
          <dd>{t('fixed.poolLeft', { left: shown(plan.poolLeft), size: shown(plan.poolSize) })}</dd>
        </dl>
        {plan.isSoldOut && <p className="notice notice--warning">{t('fixed.soldOut')}</p>}
      </section>
      {!wallet.loggedIn ? (
        <LoginToInvest />
      ) : (
        !plan.isSoldOut && <FixedInvestForm plan={plan} wallet={wallet} initialAmount={initialAmount} />
      )}
    </>
  );
}
