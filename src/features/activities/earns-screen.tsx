/**
 * /activities/earns: what is working in earn plans right now: the flexible investments
 * (GET .../flex-plans/investments/summary) and the active fixed ones (GET .../fixed-plans/investments), each
 * linking to its plan page where it is managed. Live: the account socket's flexPlanInvestment and investment events
 * (an investment made, redeemed, a daily earning, a fixed term opened or ended) ask for both lists again, and the
 * latest is said above them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListFixedInvestmentsQueryKey, useListFixedInvestments } from '../../../generated/api/earn-fixed/earn-fixed';
import { getGetFlexInvestmentsSummaryQueryKey, useGetFlexInvestmentsSummary } from '../../../generated/api/earn-flex/earn-flex';
import { useFlexPlanInvestmentEvent, useInvestmentEvent } from '../../../generated/socket/account-socket.client';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { AppLink } from '../../ui/app-link';

export function EarnsScreen() {
  const { t, i18n } = useTranslation('activities');
  const flex = useGetFlexInvestmentsSummary();
  const fixed = useListFixedInvestments();
  const locale = i18n.language;
  const queryClient = useQueryClient();
  const [latest, setLatest] = useState<string | undefined>();
  useFlexPlanInvestmentEvent((e) => {
    setLatest(t(`earns.events.flex${e.transactionType}`, { amount: formatDecimal(e.amount, locale, { max: 8 }), ticker: e.ticker }));
    void queryClient.invalidateQueries({ queryKey: getGetFlexInvestmentsSummaryQueryKey() });
  });
  useInvestmentEvent((e) => {
    setLatest(t(`earns.events.${e.type}`, { amount: formatDecimal(e.amount, locale, { max: 8 }), ticker: e.ticker }));
    void queryClient.invalidateQueries({ queryKey: getListFixedInvestmentsQueryKey() });
  });
  const flexRows = flex.data?.data.filter((i) => i.status === 1) ?? [];
  const fixedRows = fixed.data?.data.filter((i) => i.status === 1) ?? [];
  return (
    <StandardAreaPage>
      <p className="field__hint" role="status" data-testid="earns-live">
        {latest ?? t('earns.live')}
      </p>
      <section aria-labelledby="earns-flex">
        <h2 id="earns-flex">{t('earns.flex')}</h2>
        {flex.isPending ? (
          <QueryLoading />
        ) : flex.isError ? (
          <QueryError error={flex.error} onRetry={() => void flex.refetch()} />
        ) : flexRows.length === 0 ? (
          <QueryEmpty>{t('earns.none')}</QueryEmpty>
        ) : (
          <ul className="plain-list" data-testid="earns-flex">
            {flexRows.map((i) => (
              <li key={i.ticker} data-testid="earns-flex-item" data-ticker={i.ticker} data-amount={i.amount}>
                <AppLink to={`/earn/crypto-lending/create/flex/${i.ticker}`}>
                  {t('earns.flexItem', {
                    amount: formatDecimal(i.amount, locale),
                    ticker: i.ticker,
                    earned: formatDecimal(i.earned, locale, { max: 8 }),
                  })}
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="earns-fixed">
        <h2 id="earns-fixed">{t('earns.fixed')}</h2>
        {fixed.isPending ? (
          <QueryLoading />
        ) : fixed.isError ? (
          <QueryError error={fixed.error} onRetry={() => void fixed.refetch()} />
        ) : fixedRows.length === 0 ? (
          <QueryEmpty>{t('earns.none')}</QueryEmpty>
        ) : (
          <ul className="plain-list" data-testid="earns-fixed">
            {fixedRows.map((i) => (
              <li key={i.id}>
                <AppLink to={`/earn/crypto-lending/create/fixed/${i.ticker}?plan=${i.planId}`}>
                  {t('earns.fixedItem', { amount: formatDecimal(i.amount, locale), ticker: i.ticker, until: formatDate(i.endsAt, locale) })}
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </section>
    </StandardAreaPage>
  );
}
