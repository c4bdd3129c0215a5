/** /assets: every listed currency with its USDT price, networks and deposit and withdrawal availability. */
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListCurrencies } from '../../../generated/api/profile/profile';
import { useListTradeMarkets } from '../../../generated/api/markets/markets';
import { formatDecimal, formatPercent } from '../../lib/format/number-format';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { matchesSearch, referenceMarket, uniqueCurrencies } from './asset-data';
import { Availability } from './availability';
import { AppLink } from '../../ui/app-link';
import { SegmentedControl } from '../../ui/segmented-control';

type Kind = 'all' | 'crypto' | 'fiat';

export function AssetList() {
  const { t, i18n } = useTranslation('assets');
  const currencies = useListCurrencies({ query: { staleTime: 5 * 60_000 } });
  const markets = useListTradeMarkets({ query: { staleTime: 90_000 } });
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<Kind>('all');
  const deferred = useDeferredValue(search);

  const rows = useMemo(
    () =>
      uniqueCurrencies(currencies.data?.data ?? [])
        .filter((c) => (kind === 'all' ? true : kind === 'fiat' ? c.isFiat : !c.isFiat))
        .filter((c) => matchesSearch(c, deferred))
        .sort((a, b) => a.ticker.localeCompare(b.ticker)),
    [currencies.data, kind, deferred],
  );

  return (
    <div className="assets">
      <div className="toolbar">
        <label className="search-field">
          <span className="visually-hidden">{t('list.search')}</span>
          <input type="search" value={search} placeholder={t('list.searchPlaceholder')} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <SegmentedControl
          variant="radio"
          aria-label={t('list.kind')}
          items={(['all', 'crypto', 'fiat'] as const).map((k) => ({ value: k, label: t(`list.kinds.${k}`) }))}
          value={kind}
          onChange={setKind}
        />
      </div>
      {currencies.isPending ? (
        <QueryLoading />
      ) : currencies.isError ? (
        <QueryError error={currencies.error} onRetry={() => void currencies.refetch()} />
      ) : rows.length === 0 ? (
        <QueryEmpty>{t('list.empty')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="assets-table">
            <caption className="visually-hidden">{t('list.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('list.columns.asset')}</th>
                <th scope="col">{t('list.columns.price')}</th>
                <th scope="col">{t('list.columns.change')}</th>
                <th scope="col">{t('list.columns.networks')}</th>
                <th scope="col">{t('list.columns.deposit')}</th>
                <th scope="col">{t('list.columns.withdraw')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => {
                const market = referenceMarket(markets.data?.data, c.ticker);
                const networks = c.isFiat ? c.providers.map((p) => p.name) : c.networks.map((n) => n.code);
                return (
                  <tr key={c.ticker} data-testid="asset-row">
                    <th scope="row">
                      <AppLink to={`/assets/${c.ticker}`} className="asset-name">
                        <span className="asset-name__ticker">{c.ticker}</span>
                        <span className="asset-name__name">{c.name}</span>
                      </AppLink>
                    </th>
                    <td className="num">
                      {market ? formatDecimal(market.lastPrice, i18n.language, { min: market.moneyPrec, max: market.moneyPrec }) : '—'}
                    </td>
                    <td className={`num ${market ? (market.change.startsWith('-') ? 'down' : 'up') : ''}`}>
                      {market ? formatPercent(market.change, i18n.language) : '—'}
                    </td>
                    <td className="assets__networks">{[...new Set(networks)].join(', ') || '—'}</td>
                    <td>
                      <Availability on={c.isDepositable} />
                    </td>
                    <td>
                      <Availability on={c.isWithdrawal} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
