/**
 * A perpetual's funding: the current rate and its period, the next funding time, the open interest, and
 * the past fundings page by page (/funding-history/:pair, and the funding tab of the market history).
 * The page reads its market by itself (GET /v2/trade/markets/{market}) and offers the perpetuals from the markets'
 * base information; a pair that is no perpetual (or no market at all) says so and offers the ones that are.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetFundingRate,
  useGetNextFundingTime,
  useGetOpenInterest,
  useListFundingHistory,
} from '../../../generated/api/funding/funding';
import { useGetTradeMarket, useListTradeMarketsBaseInfo } from '../../../generated/api/markets/markets';
import { ApiError } from '../../lib/http/errors';
import type { Market } from '../../../generated/api/model/market.zod';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal, formatPercent } from '../../lib/format/number-format';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { untilParts, useNow } from './use-now';
import { AppLink } from '../../ui/app-link';

/** Rows per page of the funding history (the contract allows up to 100). */
export const FUNDING_PAGE = 50;

export function FundingHistory({ pair }: { pair: string }) {
  const { t } = useTranslation('trading-data');
  const name = pair.toUpperCase();
  // The perpetuals to move between are the markets' static rules; the page's own market is read by itself.
  const markets = useListTradeMarketsBaseInfo({ query: { staleTime: 5 * 60_000 } });
  const market = useGetTradeMarket(name, {
    query: { staleTime: 90_000, retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1 },
    request: { handledStatuses: [404], suppressNotification: true },
  });
  if (markets.isPending || market.isPending) return <QueryLoading />;
  if (markets.isError) return <QueryError error={markets.error} onRetry={() => void markets.refetch()} />;
  const unknown = market.error instanceof ApiError && market.error.status === 404;
  if (market.isError && !unknown) return <QueryError error={market.error} onRetry={() => void market.refetch()} />;
  const futures = markets.data.data.filter((m) => m.type === 'futures');
  const perpetual = market.data?.data.type === 'futures' ? market.data.data : undefined;
  return (
    <div className="funding-history">
      <nav className="segmented" aria-label={t('funding.markets')}>
        {futures.map((m) => (
          <AppLink key={m.market} to={`/funding-history/${m.market}`} aria-current={m.market === perpetual?.market ? 'page' : undefined}>
            {m.market}
          </AppLink>
        ))}
      </nav>
      {perpetual ? (
        <FundingOfMarket key={perpetual.market} market={perpetual} />
      ) : (
        <QueryEmpty>{t('funding.notPerpetual', { pair })}</QueryEmpty>
      )}
    </div>
  );
}

export function FundingOfMarket({ market }: { market: Market }) {
  const { t, i18n } = useTranslation('trading-data');
  const lng = i18n.language;
  const name = market.market;
  const rate = useGetFundingRate(name, { query: { staleTime: 30_000, refetchInterval: 60_000 } });
  const next = useGetNextFundingTime(name, { query: { staleTime: 30_000, refetchInterval: 60_000 } });
  const interest = useGetOpenInterest(name, { query: { staleTime: 30_000, refetchInterval: 60_000 } });
  const [offset, setOffset] = useState(0);
  const history = useListFundingHistory(
    name,
    { offset, limit: FUNDING_PAGE },
    { query: { staleTime: 60_000, placeholderData: (previous) => previous } },
  );
  const now = useNow(30_000);

  const nextAt = next.data ? next.data.data.nextFundingTime * 1000 : undefined;
  const until = nextAt === undefined ? undefined : untilParts(nextAt, now);

  return (
    <div className="funding-of-market" data-testid="funding-of-market">
      <div className="stat-grid">
        <Stat label={t('funding.rate')} query={rate}>
          {rate.data && (
            <>
              <span className={rate.data.data.rate.startsWith('-') ? 'down' : 'up'} data-testid="funding-rate">
                {formatPercent(rate.data.data.rate, lng, 4)}
              </span>
              {rate.data.data.intervalHours && <small>{t('funding.every', { hours: rate.data.data.intervalHours })}</small>}
            </>
          )}
        </Stat>
        <Stat label={t('funding.next')} query={next}>
          {nextAt !== undefined && until && (
            <>
              <time dateTime={new Date(nextAt).toISOString()}>{formatDateTime(nextAt / 1000, lng)}</time>
              <small>{t('funding.in', { hours: until.hours, minutes: until.minutes })}</small>
            </>
          )}
        </Stat>
        <Stat label={t('funding.openInterest')} query={interest}>
          {interest.data && (
            <>
              <span>
                {formatDecimal(interest.data.data.openInterest, lng, { max: market.stockPrec })} {market.stock}
              </span>
              {interest.data.data.openInterestValue && (
                <small>
                  ≈ {formatDecimal(interest.data.data.openInterestValue, lng, { max: 2 })} {market.money}
                </small>
              )}
            </>
          )}
        </Stat>
      </div>
      <p className="field__hint">{t('funding.explain')}</p>
      <section aria-labelledby="funding-history-title">
        <h2 id="funding-history-title">{t('funding.history', { market: name })}</h2>
        {history.isPending ? (
          <QueryLoading />
        ) : history.isError ? (
          <QueryError error={history.error} onRetry={() => void history.refetch()} />
        ) : history.data.data.length === 0 ? (
          <QueryEmpty>{t('funding.empty')}</QueryEmpty>
        ) : (
          <>
            <div className="table-scroll" tabIndex={0}>
              <table className="data-table" data-testid="funding-table">
                <thead>
                  <tr>
                    <th scope="col">{t('funding.columns.time')}</th>
                    <th scope="col">{t('funding.columns.rate')}</th>
                    <th scope="col">{t('funding.columns.markPrice', { quote: market.money })}</th>
                  </tr>
                </thead>
                <tbody>
                  {history.data.data.map((item, index) => (
                    <tr key={`${item.fundingTime}-${index}`} data-testid="funding-row">
                      <th scope="row">{formatDateTime(item.fundingTime, lng)}</th>
                      <td className={`num ${item.rate.startsWith('-') ? 'down' : 'up'}`}>{formatPercent(item.rate, lng, 4)}</td>
                      <td className="num">
                        {item.markPrice ? formatDecimal(item.markPrice, lng, { min: market.moneyPrec, max: market.moneyPrec }) : '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              offset={offset}
              limit={FUNDING_PAGE}
              total={history.data.pagination.total}
              onOffset={setOffset}
              disabled={history.isFetching}
            />
          </>
        )}
      </section>
    </div>
  );
}

function Stat({
  label,
  query,
  children,
}: {
  label: string;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  children: React.ReactNode;
}) {
  return (
    <div className="card stat">
      <span className="stat__label">{label}</span>
      {query.isPending ? (
        <QueryLoading />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <span className="stat__value">{children}</span>
      )}
    </div>
  );
}
