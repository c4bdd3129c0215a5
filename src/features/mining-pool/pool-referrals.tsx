/**
 * /mining-pool/:account/referrals: the pool's referral programme: the user's referral code and link (a new mining
 * account made with the code is referred to the user), the share of the pool's fee the user earns on referred
 * accounts' rewards, what they earned in all, and each referred account with its hashrate and earnings.
 */
import { useTranslation } from 'react-i18next';
import { useListMiningReferrals } from '../../../generated/api/mining-pool/mining-pool';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { formatHashrate } from '../../lib/input/hashrate';
import { CallError } from '../../ui/call-error';
import { CopyButton } from '../../ui/copy-button';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';

export function PoolReferrals() {
  const { t, i18n } = useTranslation('mining-pool');
  const referrals = useListMiningReferrals({ query: { staleTime: 60_000 } });
  const lng = i18n.language;
  if (referrals.isPending) return <QueryLoading />;
  if (referrals.isError) return <CallError error={referrals.error} onRetry={() => void referrals.refetch()} />;
  const r = referrals.data.data;
  const btc = (value: string) => `${formatDecimal(value, lng, { max: 8 })} ${r.currency}`;
  return (
    <div className="pool-referrals" data-testid="pool-referrals">
      <section className="card" aria-labelledby="pool-referral-code">
        <h2 id="pool-referral-code">{t('referrals.mine')}</h2>
        <dl className="copy-list">
          {(
            [
              ['code', r.code],
              ['link', r.link],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="copy-row">
              <dt>{t(`referrals.${key}`)}</dt>
              <dd>
                <code className="copy-row__value" data-testid={`pool-referral-${key}`}>
                  {value}
                </code>
                <CopyButton
                  text={value}
                  label={t(`referrals.copy.${key}`)}
                  copied={t('referrals.copied')}
                  failed={t('watcherLinks.copyFailed')}
                />
              </dd>
            </div>
          ))}
        </dl>
        <p>{t('referrals.rate', { rate: formatDecimal(r.rate, lng, { max: 2 }) })}</p>
      </section>
      <dl className="stat-grid">
        <div className="card stat">
          <dt className="stat__label">{t('referrals.count')}</dt>
          <dd className="stat__value" data-testid="pool-referral-count">
            {formatDecimal(String(r.referrals.length), lng, { max: 0 })}
          </dd>
        </div>
        <div className="card stat">
          <dt className="stat__label">{t('referrals.total')}</dt>
          <dd className="stat__value" data-testid="pool-referral-total" data-value={r.totalEarned}>
            {btc(r.totalEarned)}
          </dd>
        </div>
      </dl>
      {r.referrals.length === 0 ? (
        <QueryEmpty>{t('referrals.empty')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="pool-referral-list">
            <caption className="visually-hidden">{t('referrals.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('referrals.account')}</th>
                <th scope="col">{t('referrals.joined')}</th>
                <th scope="col">{t('referrals.hashrate')}</th>
                <th scope="col">{t('referrals.earned')}</th>
              </tr>
            </thead>
            <tbody>
              {r.referrals.map((row) => (
                <tr key={row.id} data-testid="pool-referral-row" data-earned={row.earned}>
                  <th scope="row">{row.account}</th>
                  <td>{formatDate(row.joinedAt, lng)}</td>
                  <td className="num">{formatHashrate(row.average24h).text}</td>
                  <td className="num">{btc(row.earned)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
