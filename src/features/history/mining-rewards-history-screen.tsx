/**
 * /history/main/mining-rewards: the mining pool's daily rewards of every mining account, newest first (the contract's
 * assumed listMiningRewards, modelled on the published rewards call): the day, the account, its average hashrate, the
 * reward before the pool's fee, the fee, what the main balance received and the reward's status. Filtered on the
 * server by period (the reward's day), mining account and status, 50 a page.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useListMiningAccounts, useListMiningRewards } from '../../../generated/api/mining-pool/mining-pool';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { formatHashrate } from '../../lib/input/hashrate';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { HistoryFilters, useHistoryFilters } from './history-filters';

export const MINING_REWARDS_PAGE = 50;

const STATUSES = ['pending', 'successful', 'canceled'] as const;
type RewardStatus = (typeof STATUSES)[number];

export function MiningRewardsHistoryScreen() {
  const { t, i18n } = useTranslation('history');
  const filters = useHistoryFilters();
  const { from, to, status, account } = filters.params;
  // The accounts only feed the filter: while they load (or should they fail) the list is still shown.
  const accounts = useListMiningAccounts({ query: { staleTime: 60_000 } });
  const rewards = useListMiningRewards(
    {
      from,
      to,
      account,
      ...(status ? { status: status as RewardStatus } : {}),
      offset: filters.offset,
      limit: MINING_REWARDS_PAGE,
    },
    { query: { refetchInterval: 60_000, placeholderData: keepPreviousData } },
  );
  const locale = i18n.language;
  const btc = (value: string, ticker: string) => `${formatDecimal(value, locale, { max: 8 })} ${ticker}`;
  return (
    <StandardAreaPage>
      <HistoryFilters
        filters={filters}
        fields={{
          accounts: (accounts.data?.data ?? []).map((a) => ({ value: a.name, label: a.name })),
          statuses: STATUSES.map((s) => ({ value: s, label: t(`miningRewardsTab.statuses.${s}`) })),
        }}
      />
      {rewards.isPending ? (
        <QueryLoading />
      ) : rewards.isError ? (
        <CallError error={rewards.error} onRetry={() => void rewards.refetch()} />
      ) : rewards.data.data.length === 0 ? (
        filters.narrowed ? (
          <QueryEmpty>{t('filters.noMatch')}</QueryEmpty>
        ) : (
          <QueryEmpty>
            <p>{t('miningRewardsTab.empty')}</p>
            <AppLink to="/mining-pool">{t('miningRewardsTab.pool')}</AppLink>
          </QueryEmpty>
        )
      ) : (
        <>
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table" data-testid="mining-rewards-history">
              <caption className="visually-hidden">{t('miningRewardsTab.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('miningRewardsTab.date')}</th>
                  <th scope="col">{t('miningRewardsTab.account')}</th>
                  <th scope="col">{t('miningRewardsTab.hashrate')}</th>
                  <th scope="col">{t('miningRewardsTab.total')}</th>
                  <th scope="col">{t('miningRewardsTab.fee')}</th>
                  <th scope="col">{t('miningRewardsTab.reward')}</th>
                  <th scope="col">{t('columns.status')}</th>
                </tr>
              </thead>
              <tbody>
                {rewards.data.data.map((r) => (
                  <tr
                    key={r.id}
                    data-testid="mining-rewards-history-row"
                    data-id={r.id}
                    data-account={r.account}
                    data-date={r.date}
                    data-status={r.status}
                  >
                    <td>{formatDate(r.date, locale)}</td>
                    <td>
                      <AppLink to={`/mining-pool/${r.account}/rewards`}>{r.account}</AppLink>
                    </td>
                    <td className="num">{formatHashrate(r.hashrate).text}</td>
                    <td className="num">{btc(r.totalReward, r.currency)}</td>
                    <td className="num">{btc(r.fee, r.currency)}</td>
                    <td className="num" data-value={r.reward}>
                      {btc(r.reward, r.currency)}
                    </td>
                    <td>{t(`miningRewardsTab.statuses.${r.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            offset={filters.offset}
            limit={MINING_REWARDS_PAGE}
            total={rewards.data.pagination.total}
            onOffset={filters.setOffset}
            disabled={rewards.isFetching}
          />
        </>
      )}
    </StandardAreaPage>
  );
}
