/** The home page: the product's promise, the top markets by volume and the way into trading. */
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { useListTradeMarkets } from '../../../generated/api/trade/trade';
import { formatDecimal, formatPercent } from '../../lib/format/number-format';
import { useRegion } from '../../lib/region/current-region';
import { QueryError, QueryLoading } from '../../ui/query-state';

export function HomePage() {
  const { t, i18n } = useTranslation('home');
  const region = useRegion();
  const markets = useListTradeMarkets({ query: { staleTime: 90_000 } });
  const top = markets.data?.data
    .slice()
    .sort((a, b) => new Decimal(b.quoteVolume).comparedTo(a.quoteVolume))
    .slice(0, 6);
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{t('hero.title')}</h1>
        <p>{t('hero.lead', { fiat: region.fiatCurrencies.join(', ') })}</p>
        <div className="hero__actions">
          <a className="button" href="/trade/BTC-USDT">
            {t('hero.trade')}
          </a>
          <a className="button button--secondary" href="/markets">
            {t('hero.markets')}
          </a>
        </div>
      </section>
      <section aria-labelledby="top-title" className="page">
        <h2 id="top-title">{t('top.title')}</h2>
        {markets.isPending ? (
          <QueryLoading />
        ) : markets.isError ? (
          <QueryError error={markets.error} onRetry={() => void markets.refetch()} />
        ) : (
          <ul className="ticker-cards">
            {top?.map((m) => (
              <li key={m.market} className="ticker-card">
                <a href={`/trade/${m.market}`}>
                  <span className="ticker-card__name">
                    {m.stock}/{m.money}
                  </span>
                  <span className="ticker-card__price">
                    {formatDecimal(m.lastPrice, i18n.language, { min: m.moneyPrec, max: m.moneyPrec })}
                  </span>
                  <span className={m.change.startsWith('-') ? 'down' : 'up'}>{formatPercent(m.change, i18n.language)}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
