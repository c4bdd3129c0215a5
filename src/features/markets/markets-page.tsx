/** The markets listing: every market from the contract's market list, searchable and sortable. */
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListTradeMarkets } from '../../../generated/api/trade/trade';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { MarketsTable } from './markets-table';

export function MarketsPage() {
  const { t } = useTranslation('markets');
  const markets = useListTradeMarkets({ query: { staleTime: 90_000 } });
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);

  return (
    <section className="page" aria-labelledby="markets-title">
      <header className="page__header">
        <h1 id="markets-title">{t('title')}</h1>
        <p className="page__lead">{t('lead')}</p>
      </header>
      <div className="toolbar">
        <label className="search-field">
          <span className="visually-hidden">{t('search')}</span>
          <input type="search" value={search} placeholder={t('searchPlaceholder')} onChange={(e) => setSearch(e.target.value)} />
        </label>
      </div>
      {markets.isPending ? (
        <QueryLoading />
      ) : markets.isError ? (
        <QueryError error={markets.error} onRetry={() => void markets.refetch()} />
      ) : (
        <MarketsTable markets={markets.data.data} search={deferredSearch} />
      )}
    </section>
  );
}
