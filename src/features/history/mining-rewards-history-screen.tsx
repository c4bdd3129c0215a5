/**
 * /history/main/mining-rewards: the mining pool's daily rewards of every mining account, newest first (the contract's
 * assumed listMiningRewards, modelled on the published rewards call): the day, the account, its average hashrate, the
 * reward before the pool's fee, the fee, and what the main balance received.
 */
import { useTranslation } from 'react-i18next';
import { useListMiningRewards } from '../../../generated/api/mining-pool/mining-pool';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { formatHashrate } from '../../lib/input/hashrate';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';

export function MiningRewardsHistoryScreen() {
  const { t, i18n } = useTranslation('history');
  const rewards = useListMiningRewards({ limit: 100 }, { query: { refetchInterval: 60_000 } });
  const locale = i18n.language;
  const btc = (value: string, ticker: string) => `${formatDecimal(value, locale, { max: 8 })} ${ticker}`;
  return (
    <StandardAreaPage>
      {rewards.isPending ? (
        <QueryLoading />
      ) : rewards.isError ? (
        <CallError error={rewards.error} onRetry={() => void rewards.refetch()} />
      ) : rewards.data.data.length === 0 ? (
        <QueryEmpty>
          <p>{t('miningRewardsTab.empty')}</p>
          <AppLink to="/mining-pool">{t('miningRewardsTab.pool')}</AppLink>
        </QueryEmpty>
      ) : (
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
              </tr>
            </thead>
            <tbody>
              {rewards.data.data.map((r) => (
                <tr key={r.id} data-testid="mining-rewards-history-row" data-account={r.account} data-date={r.date}>
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
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </StandardAreaPage>
  );
}
