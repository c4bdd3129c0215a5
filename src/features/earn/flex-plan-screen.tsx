/**
 * /earn/crypto-lending/create/flex/:slug: a flexible plan (GET /v2/smart/flex-plans/{ticker}/detail) with its
 * rate tiers and limits, the invest form (the page's `amount` and `reinvest` queries fill it in), the user's
 * investment in it with redeem, close and auto-reinvest, and its activity. A plan that does not exist is the
 * app's fatal 404 (spec section 8).
 */
import { notFound } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGetFlexPlanDetail } from '../../../generated/api/earn-flex/earn-flex';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { formatAmount } from './earn-format';
import { FlexActivity } from './flex-activity';
import { FlexInvestForm } from './flex-invest-form';
import { FlexPosition } from './flex-position';
import { LoginToInvest } from './login-to-invest';
import { isPlanNotFound } from './plan-not-found';
import { formatRate } from '../../lib/format/number-format';
import { useEarnWallet } from './use-earn-wallet';

export function FlexPlanScreen({ ticker, amount, reinvest }: { ticker: string; amount?: string; reinvest?: boolean }) {
  const { t, i18n } = useTranslation('earn');
  const detail = useGetFlexPlanDetail(ticker, { query: { retry: false } });
  const wallet = useEarnWallet(ticker);
  if (detail.isError && isPlanNotFound(detail.error)) throw notFound();
  const locale = i18n.language;
  const plan = detail.data?.data;
  const investment = plan?.investment?.status === 1 ? plan.investment : undefined;

  return (
    <StandardAreaPage>
      {detail.isPending ? (
        <QueryLoading />
      ) : detail.isError || !plan ? (
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <section className="card earn-plan" aria-labelledby="flex-plan-title">
            <h2 id="flex-plan-title" className="card__title">
              {t('flex.title', { ticker: plan.ticker })}
            </h2>
            <dl className="definition-list" data-testid="flex-plan-facts">
              {plan.rates.map((rate, i) => (
                <div key={i} className="definition-list__row">
                  <dt>
                    {rate.fromAmount || rate.toAmount
                      ? t('flex.tier', {
                          from: formatAmount(rate.fromAmount ?? '0', wallet.decimals, locale),
                          to: rate.toAmount ? formatAmount(rate.toAmount, wallet.decimals, locale) : '∞',
                          ticker: plan.ticker,
                        })
                      : t('flex.apr')}
                  </dt>
                  <dd className="up">
                    {formatRate(rate.rate, locale)}
                    {rate.bonusEnabled ? ` · ${t('flex.bonus')}` : ''}
                  </dd>
                </div>
              ))}
              <dt>{t('flex.min')}</dt>
              <dd>
                {formatAmount(plan.minAmount, wallet.decimals, locale)} {plan.ticker}
              </dd>
              {plan.maxAmount && (
                <>
                  <dt>{t('flex.max')}</dt>
                  <dd>
                    {formatAmount(plan.maxAmount, wallet.decimals, locale)} {plan.ticker}
                  </dd>
                </>
              )}
              {plan.totalInvested && (
                <>
                  <dt>{t('flex.totalInvested')}</dt>
                  <dd>
                    {formatAmount(plan.totalInvested, wallet.decimals, locale)} {plan.ticker}
                  </dd>
                </>
              )}
            </dl>
          </section>
          {wallet.loggedIn ? (
            <>
              {investment && <FlexPosition investment={investment} decimals={wallet.decimals} />}
              <FlexInvestForm
                plan={plan}
                invested={investment?.amount ?? '0'}
                wallet={wallet}
                initialAmount={amount}
                initialReinvest={reinvest}
              />
            </>
          ) : (
            <LoginToInvest />
          )}
          <FlexActivity ticker={plan.ticker} decimals={wallet.decimals} loggedIn={wallet.loggedIn} />
        </>
      )}
    </StandardAreaPage>
  );
}
