/**
 * A perpetual market's funding payments of the user, 20 a page; a negative amount was paid.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useListUserFundingHistory } from '../../../generated/api/funding/funding';
import type { Market } from '../../../generated/api/model/market.zod';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal, formatPercent } from '../../lib/format/number-format';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';

export const FUNDING_PAGE = 20;

export function FundingTable({
  market,
  period,
  offset,
  onOffset: setOffset,
}: {
  market: Market;
  period: { from?: number; to?: number };
  offset: number;
  onOffset: (offset: number) => void;
}) {
  const { t, i18n } = useTranslation('history');
  const history = useListUserFundingHistory(
    market.market,
    { ...period, offset, limit: FUNDING_PAGE },
    { query: { placeholderData: keepPreviousData } },
  );
  if (history.isPending) return <QueryLoading />;
  if (history.isError) return <QueryError error={history.error} onRetry={() => void history.refetch()} />;
  if (history.data.data.length === 0) return <QueryEmpty>{t('funding.empty')}</QueryEmpty>;
  const locale = i18n.language;
  return (
    <>
      <div className="table-scroll" tabIndex={0}>
        <table className="data-table" data-testid="funding-history">
          <caption className="visually-hidden">{t('funding.caption', { market: market.market })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.time')}</th>
              <th scope="col">{t('funding.position')}</th>
              <th scope="col">{t('funding.rate')}</th>
              <th scope="col">{t('columns.amount')}</th>
              <th scope="col">{t('funding.discount')}</th>
            </tr>
          </thead>
          <tbody>
            {history.data.data.map((item) => (
              <tr key={`${item.time}-${item.market}`} data-testid="funding-history-row">
                <td>{formatDateTime(item.time, locale)}</td>
                <td className="num">
                  {formatDecimal(item.positionAmount, locale, { max: market.stockPrec })}
                  {item.positionSide ? ` ${t(`funding.sides.${item.positionSide}`)}` : ''}
                </td>
                <td className="num">{formatPercent(item.rate, locale, 4)}</td>
                <td className={`num ${item.amount.startsWith('-') ? 'down' : 'up'}`} data-value={item.amount}>
                  {formatDecimal(item.amount, locale, { max: 8 })} {item.ticker}
                </td>
                <td className="num">{item.discount ? `${formatDecimal(item.discount, locale, { max: 2 })} %` : '—'}</td>
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
  );
}
