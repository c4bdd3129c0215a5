/** The native token's balances (GET /v2/wbt/balances: main, hold, unhold, trade, launchpad). */
import { useTranslation } from 'react-i18next';
import { useGetWbtBalances } from '../../../generated/api/balances/balances';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { SkeletonText } from '../../ui/skeleton';
import { formatAmount } from './balance-format';

const FIELDS = ['main', 'hold', 'unhold', 'trade', 'launchpad'] as const;

export function WbtBalancesCard({ decimals, hidden }: { decimals: number; hidden: boolean }) {
  const { t, i18n } = useTranslation('balance');
  const wbt = useGetWbtBalances();
  return (
    <section className="card wbt-card" aria-labelledby="wbt-card-title">
      <h2 id="wbt-card-title" className="card__title">
        {t('wbt.title')}
      </h2>
      <p className="field__hint">{t('wbt.lead')}</p>
      {wbt.isPending ? (
        <QueryLoading
          placeholder={
            // The same rows with bars for the amounts: the card is its loaded height from the first paint.
            <dl className="definition-list" aria-hidden="true" data-testid="wbt-balances-placeholder">
              {FIELDS.map((field) => (
                <div key={field} className="definition-list__row">
                  <dt>{t(`wbt.${field}`)}</dt>
                  <dd className="num">
                    <SkeletonText width="12ch" />
                  </dd>
                </div>
              ))}
            </dl>
          }
        />
      ) : wbt.isError ? (
        <QueryError error={wbt.error} onRetry={() => void wbt.refetch()} />
      ) : (
        <dl className="definition-list" data-testid="wbt-balances">
          {FIELDS.map((field) => (
            <div key={field} className="definition-list__row">
              <dt>{t(`wbt.${field}`)}</dt>
              <dd className="num">{formatAmount(wbt.data.data[field] ?? '0', decimals, i18n.language, hidden)} WBT</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
