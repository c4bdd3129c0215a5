/**
 * /trading-competition/overview/rewards: the prizes the user won in finished competitions, claimable or claimed; a
 * claim credits the prize to the main balance (the balances are read again after it).
 */
import { useQueryClient } from '@tanstack/react-query';
import { getListBalancesQueryKey } from '../../../generated/api/balances/balances';
import {
  getListCompetitionRewardsQueryKey,
  useClaimCompetitionReward,
  useListCompetitionRewards,
} from '../../../generated/api/competitions/competitions';
import { formatDateTime } from '../../lib/format/date-format';
import { notify } from '../../lib/toast/toast';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { useCompetitionText } from './competition-text';

export function Rewards() {
  const { t, amount, locale } = useCompetitionText();
  const queryClient = useQueryClient();
  const rewards = useListCompetitionRewards({ query: { staleTime: 10_000 } });
  const claim = useClaimCompetitionReward({
    mutation: {
      onSuccess: (answer) => {
        void queryClient.invalidateQueries({ queryKey: getListCompetitionRewardsQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getListBalancesQueryKey() });
        notify.success(t('rewards.claimed', { amount: amount(answer.data.amount, answer.data.ticker) }));
      },
    },
  });
  if (rewards.isPending) return <QueryLoading />;
  if (rewards.isError) return <CallError error={rewards.error} onRetry={() => void rewards.refetch()} />;
  return (
    <div className="competition-rewards" data-testid="competition-rewards">
      <p className="notice">{t('rewards.summary')}</p>
      {claim.error && <CallError error={claim.error} />}
      {rewards.data.data.length === 0 ? (
        <QueryEmpty>{t('rewards.empty')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table">
            <caption className="visually-hidden">{t('rewards.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rewards.competition')}</th>
                <th scope="col">{t('rewards.rank')}</th>
                <th scope="col">{t('rewards.prize')}</th>
                <th scope="col">{t('rewards.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rewards.data.data.map((r) => (
                <tr key={r.id} data-testid="competition-reward-row" data-id={r.id} data-status={r.status}>
                  <td>
                    <AppLink to={`/trading-competition/${r.slug}`}>{r.title}</AppLink>
                  </td>
                  <td className="num">{r.rank}</td>
                  <td className="num" data-value={r.amount}>
                    {amount(r.amount, r.ticker)}
                  </td>
                  <td>
                    {r.status === 'claimed' ? (
                      t('rewards.claimedAt', { time: formatDateTime(r.claimedAt ?? r.finishedAt, locale) })
                    ) : (
                      <button
                        type="button"
                        className="button"
                        disabled={claim.isPending}
                        onClick={() => claim.mutate({ id: r.id })}
                        data-testid="competition-claim"
                      >
                        {t('rewards.claim')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="product-info__links">
        <AppLink className="button button--secondary" to="/trading-competition/overview/finished">
          {t('links.finished')}
        </AppLink>
        <AppLink className="button button--secondary" to="/balance">
          {t('links.balance')}
        </AppLink>
      </p>
    </div>
  );
}
