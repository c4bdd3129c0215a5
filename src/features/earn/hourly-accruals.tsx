/**
 * The hourly accruals of a flexible investment (GET .../investments/{ticker}/hourly-accruals): pages of 25,
 * and no further than the 720th accrual (30 days), which is all the server keeps (spec section 9).
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListFlexHourlyAccruals } from '../../../generated/api/earn-flex/earn-flex';
import { formatRate } from '../../lib/format/number-format';
import { formatDateTime } from '../../lib/format/date-format';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { formatReward } from './earn-format';

export const ACCRUALS_PAGE = 25;
export const ACCRUALS_CAP = 720;

export function HourlyAccruals({ ticker, decimals }: { ticker: string; decimals: number }) {
  const { t, i18n } = useTranslation('earn');
  const [offset, setOffset] = useState(0);
  const accruals = useListFlexHourlyAccruals(ticker, { offset, limit: ACCRUALS_PAGE }, { query: { placeholderData: keepPreviousData } });
  if (accruals.isPending) return <QueryLoading />;
  if (accruals.isError) return <QueryError error={accruals.error} onRetry={() => void accruals.refetch()} />;
  if (accruals.data.data.length === 0) return <QueryEmpty>{t('activity.emptyAccruals')}</QueryEmpty>;
  const locale = i18n.language;
  return (
    <>
      <table className="data-table" data-testid="hourly-accruals">
        <caption className="visually-hidden">{t('activity.tabs.accruals')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('activity.time')}</th>
            <th scope="col">{t('activity.reward')}</th>
            <th scope="col">{t('activity.apr')}</th>
          </tr>
        </thead>
        <tbody>
          {accruals.data.data.map((a) => (
            <tr key={a.time}>
              <td>{formatDateTime(a.time, locale)}</td>
              <td className="num">
                {formatReward(a.amount, decimals, locale)} {ticker}
              </td>
              <td className="num">{formatRate(a.rate, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager
        offset={offset}
        limit={ACCRUALS_PAGE}
        total={Math.min(accruals.data.pagination.total, ACCRUALS_CAP)}
        onOffset={(next) => setOffset(Math.min(next, ACCRUALS_CAP - ACCRUALS_PAGE))}
        disabled={accruals.isFetching}
      />
    </>
  );
}
