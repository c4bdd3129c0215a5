/**
 * /burn: how much WBT has been burned (the share of the total supply) and every burn transaction, page by
 * page, linked to the network's explorer when the currency list names one.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetWbtInfo, useListWbtBurnTransactions } from '../../../generated/api/balances/balances';
import { useListCurrencies } from '../../../generated/api/profile/profile';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { Dec, decimalString } from '../../lib/input/input-result';
import { safeUrl } from '../../lib/navigation/safe-url';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';

export const BURN_PAGE = 20;

export function BurnHistory() {
  const { t, i18n } = useTranslation('products');
  const lng = i18n.language;
  const info = useGetWbtInfo({ query: { staleTime: 60_000 } });
  const currencies = useListCurrencies({ query: { staleTime: 5 * 60_000 } });
  const [offset, setOffset] = useState(0);
  const burns = useListWbtBurnTransactions(
    { offset, limit: BURN_PAGE },
    { query: { staleTime: 60_000, placeholderData: (previous) => previous } },
  );
  const wbt = currencies.data?.data.find((c) => c.ticker === 'WBT');
  // The explorer is the server's link: only an absolute http(s) URL ending in `/` gets the hash appended (`safeUrl`).
  const explorer = safeUrl((wbt?.networks.find((n) => n.code === 'WBT') ?? wbt?.networks[0])?.explorer);

  return (
    <div className="burn">
      {info.isPending ? (
        <QueryLoading />
      ) : info.isError ? (
        <QueryError error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        <dl className="stat-grid" data-testid="burn-summary">
          <div className="card stat">
            <dt className="stat__label">{t('burn.total')}</dt>
            <dd className="stat__value">{formatDecimal(info.data.data.totalBurned, lng, { max: 2 })} WBT</dd>
          </div>
          <div className="card stat">
            <dt className="stat__label">{t('burn.share')}</dt>
            <dd className="stat__value">
              {new Dec(info.data.data.totalSupply).gt(0)
                ? `${formatDecimal(decimalString(new Dec(info.data.data.totalBurned).div(info.data.data.totalSupply).mul(100)), lng, { max: 2 })}\u00a0%`
                : '—'}
            </dd>
          </div>
          <div className="card stat">
            <dt className="stat__label">{t('burn.supply')}</dt>
            <dd className="stat__value">{formatDecimal(info.data.data.totalSupply, lng, { max: 0 })} WBT</dd>
          </div>
        </dl>
      )}
      <section aria-labelledby="burn-list">
        <h2 id="burn-list">{t('burn.transactions')}</h2>
        {burns.isPending ? (
          <QueryLoading />
        ) : burns.isError ? (
          <QueryError error={burns.error} onRetry={() => void burns.refetch()} />
        ) : burns.data.data.length === 0 ? (
          <QueryEmpty>{t('burn.empty')}</QueryEmpty>
        ) : (
          <>
            <div className="table-scroll" tabIndex={0}>
              <table className="data-table" data-testid="burn-table">
                <thead>
                  <tr>
                    <th scope="col">{t('burn.columns.time')}</th>
                    <th scope="col">{t('burn.columns.amount')}</th>
                    <th scope="col">{t('burn.columns.tx')}</th>
                  </tr>
                </thead>
                <tbody>
                  {burns.data.data.map((burn, index) => (
                    <tr key={`${burn.id}-${index}`}>
                      <th scope="row">{formatDateTime(burn.time, lng)}</th>
                      <td className="num">{formatDecimal(burn.amount, lng, { max: 8 })} WBT</td>
                      <td className="mono truncate">
                        {explorer && explorer.endsWith('/') ? (
                          <a href={`${explorer}${encodeURIComponent(burn.txHash)}`} target="_blank" rel="noopener noreferrer">
                            {burn.txHash}
                          </a>
                        ) : (
                          burn.txHash
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager offset={offset} limit={BURN_PAGE} total={burns.data.pagination.total} onOffset={setOffset} disabled={burns.isFetching} />
          </>
        )}
      </section>
    </div>
  );
}
