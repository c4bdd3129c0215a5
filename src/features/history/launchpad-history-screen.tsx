/**
 * /history/main/launchpad: every movement of the user's launchpad participations, newest first (the contract's assumed
 * listLaunchpadHistory): votes and subscriptions (WBT to the launchpad balance), votes given back, distributions (the
 * project's tokens) and refunds (WBT back to main). Filtered on the server by period, asset and kind of movement,
 * 50 a page.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useListLaunchpadHistory } from '../../../generated/api/launchpad/launchpad';
import type { LaunchpadHistoryType } from '../../../generated/api/model/launchpadHistoryType.zod';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { HistoryFilters, useHistoryFilters } from './history-filters';

export const LAUNCHPAD_PAGE = 50;

const MOVES: readonly LaunchpadHistoryType[] = ['vote', 'vote-return', 'subscription', 'distribution', 'refund'];

export function LaunchpadHistoryScreen() {
  const { t, i18n } = useTranslation('history');
  const filters = useHistoryFilters();
  const { from, to, ticker, kind } = filters.params;
  const history = useListLaunchpadHistory(
    {
      from,
      to,
      ticker,
      ...(kind ? { type: kind as LaunchpadHistoryType } : {}),
      offset: filters.offset,
      limit: LAUNCHPAD_PAGE,
    },
    { query: { refetchInterval: 30_000, placeholderData: keepPreviousData } },
  );
  const locale = i18n.language;
  return (
    <StandardAreaPage>
      <HistoryFilters
        filters={filters}
        fields={{ ticker: true, kinds: MOVES.map((m) => ({ value: m, label: t(`launchpadTab.types.${m}`) })) }}
      />
      {history.isPending ? (
        <QueryLoading />
      ) : history.isError ? (
        <CallError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.data.length === 0 ? (
        filters.narrowed ? (
          <QueryEmpty>{t('filters.noMatch')}</QueryEmpty>
        ) : (
          <QueryEmpty>
            <p>{t('launchpadTab.empty')}</p>
            <AppLink to="/launchpad/projects">{t('launchpadTab.projects')}</AppLink>
          </QueryEmpty>
        )
      ) : (
        <>
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table" data-testid="launchpad-history">
              <caption className="visually-hidden">{t('launchpadTab.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.time')}</th>
                  <th scope="col">{t('launchpadTab.project')}</th>
                  <th scope="col">{t('launchpadTab.type')}</th>
                  <th scope="col">{t('launchpadTab.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {history.data.data.map((e) => (
                  <tr key={e.id} data-testid="launchpad-history-row" data-id={e.id} data-slug={e.slug} data-type={e.type}>
                    <td>{formatDateTime(e.time, locale)}</td>
                    <td>
                      <AppLink to={`/launchpad/projects/${e.slug}`}>{e.project}</AppLink>
                    </td>
                    <td>{t(`launchpadTab.types.${e.type}`)}</td>
                    <td className="num" data-value={e.amount}>
                      {`${formatDecimal(e.amount, locale, { max: 8 })} ${e.asset}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            offset={filters.offset}
            limit={LAUNCHPAD_PAGE}
            total={history.data.pagination.total}
            onOffset={filters.setOffset}
            disabled={history.isFetching}
          />
        </>
      )}
    </StandardAreaPage>
  );
}
