/**
 * /assets-latest: the listing announcements of the content proxy (collection `new-listings`), newest first.
 * The contract's currency list carries no listing date, so the announcements are the dated source; an
 * announcement whose slug is a listed ticker links to that asset and shows its current price.
 */
import { useTranslation } from 'react-i18next';
import { useListContentEntries } from '../../../generated/api/internal/internal';
import { useListCurrencies } from '../../../generated/api/profile/profile';
import { useListTradeMarkets } from '../../../generated/api/markets/markets';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { AppLink } from '../../ui/app-link';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { referenceMarket, uniqueCurrencies } from './asset-data';

export const LISTINGS_COLLECTION = 'new-listings';

export function LatestListings() {
  const { t, i18n } = useTranslation('assets');
  const entries = useListContentEntries(LISTINGS_COLLECTION, { query: { staleTime: 5 * 60_000 } });
  const currencies = useListCurrencies({ query: { staleTime: 5 * 60_000 } });
  const markets = useListTradeMarkets({ query: { staleTime: 90_000 } });
  const tickers = new Set(uniqueCurrencies(currencies.data?.data ?? []).map((c) => c.ticker));

  return (
    <div className="latest-listings">
      {entries.isPending ? (
        <QueryLoading />
      ) : entries.isError ? (
        <QueryError error={entries.error} onRetry={() => void entries.refetch()} />
      ) : entries.data.length === 0 ? (
        <QueryEmpty>{t('latest.empty')}</QueryEmpty>
      ) : (
        <ol className="entry-list" data-testid="latest-listings">
          {[...entries.data]
            .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
            .map((entry, index) => {
              const ticker = entry.slug.toUpperCase();
              const listed = tickers.has(ticker);
              const market = listed ? referenceMarket(markets.data?.data, ticker) : undefined;
              return (
                <li key={`${entry.slug}-${index}`} className="card entry-list__item">
                  <h2 className="entry-list__title">{entry.title}</h2>
                  <p className="entry-list__meta">
                    <time dateTime={entry.updatedAt}>{formatDate(entry.updatedAt, i18n.language)}</time>
                    {market &&
                      ` · ${t('detail.price', {
                        price: formatDecimal(market.lastPrice, i18n.language, { min: market.moneyPrec, max: market.moneyPrec }),
                        quote: market.money,
                      })}`}
                  </p>
                  {listed && (
                    <AppLink to={`/assets/${ticker}`} className="button button--secondary button--small">
                      {t('latest.open', { ticker })}
                    </AppLink>
                  )}
                </li>
              );
            })}
        </ol>
      )}
      <p>
        <AppLink to="/assets">{t('latest.all')}</AppLink>
      </p>
    </div>
  );
}
