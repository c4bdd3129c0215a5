/**
 * The home page: the product's promise, the top markets by volume, the product areas this region offers
 * (its feature flags decide), its fiat currencies, the apps, and how the exchange keeps accounts safe with
 * the region's own support contacts.
 */
import Decimal from 'decimal.js';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useListTradeMarkets } from '../../../generated/api/markets/markets';
import { formatCompact, formatDecimal, formatPercent } from '../../lib/format/number-format';
import { currencyName, currencySymbol, languageNames } from '../../lib/format/name-format';
import { useRegion } from '../../lib/region/current-region';
import { usePageText } from '../../lib/routing/use-area';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { SkeletonText } from '../../ui/skeleton';
import { visibleProducts } from './products';
import { StoreButtons } from '../../ui/store-buttons';
import { AppLink, PageLink } from '../../ui/app-link';

/** How many markets the top-markets cards show. */
const TOP_MARKETS = 6;

export function HomePage() {
  const { t, i18n } = useTranslation('home');
  const { title } = usePageText();
  const region = useRegion();
  const session = useSessionSnapshot();
  const markets = useListTradeMarkets({ query: { staleTime: 90_000 } });
  const top = markets.data?.data
    .slice()
    .sort((a, b) => new Decimal(b.quoteVolume).comparedTo(a.quoteVolume))
    .slice(0, TOP_MARKETS);
  const products = visibleProducts(region, session);

  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{title}</h1>
        <p>{t('hero.lead', { fiat: region.fiatCurrencies.join(', ') })}</p>
        <div className="hero__actions">
          {session.loggedIn ? (
            <AppLink className="button" to="/trade/BTC-USDT">
              {t('hero.trade')}
            </AppLink>
          ) : (
            <AppLink className="button" to="/auth/register">
              {t('hero.register')}
            </AppLink>
          )}
          <AppLink className="button button--secondary" to="/markets">
            {t('hero.markets')}
          </AppLink>
        </div>
      </section>

      <section aria-labelledby="top-title" className="home__section">
        <div className="home__section-header">
          <h2 id="top-title">{t('top.title')}</h2>
          <AppLink to="/markets?sortBy=volume">{t('top.all')}</AppLink>
        </div>
        {markets.isPending ? (
          <QueryLoading placeholder={<TickerCardsPlaceholder />} />
        ) : markets.isError ? (
          <QueryError error={markets.error} onRetry={() => void markets.refetch()} />
        ) : (
          <ul className="ticker-cards">
            {top?.map((m) => (
              <li key={m.market} className="ticker-card">
                <AppLink to={`/trade/${m.market}`}>
                  <span className="ticker-card__name">{m.type === 'futures' ? m.market : `${m.stock}/${m.money}`}</span>
                  <span className="ticker-card__price">
                    {formatDecimal(m.lastPrice, i18n.language, { min: m.moneyPrec, max: m.moneyPrec })}
                  </span>
                  <span className={m.change.startsWith('-') ? 'down' : 'up'}>{formatPercent(m.change, i18n.language)}</span>
                  <span className="ticker-card__volume">
                    {t('top.volume', { volume: formatCompact(m.quoteVolume, i18n.language), quote: m.money })}
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="products-title" className="home__section">
        <h2 id="products-title">{t('products.title')}</h2>
        <ul className="product-grid">
          {products.map((product) => (
            <li key={product.id}>
              <PageLink className="product-card" href={product.href(region)}>
                <span className="product-card__title">{t(`products.items.${product.id}.title`)}</span>
                <span className="product-card__text">{t(`products.items.${product.id}.text`)}</span>
              </PageLink>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid-2 home__section">
        <section aria-labelledby="fiat-title" className="card">
          <h2 id="fiat-title">{t('fiat.title')}</h2>
          <p>{t('fiat.text', { region: region.name })}</p>
          <ul className="fiat-list">
            {region.fiatCurrencies.map((code) => (
              <li key={code} className="fiat-chip">
                <span className="fiat-chip__symbol" aria-hidden="true">
                  {currencySymbol(code, i18n.language) ?? code.slice(0, 1)}
                </span>
                <span>
                  <strong>{code}</strong> <span className="fiat-chip__name">{currencyName(code, i18n.language)}</span>
                </span>
              </li>
            ))}
          </ul>
          <AppLink to="/deposit">{t('fiat.deposit')}</AppLink>
        </section>

        <section aria-labelledby="apps-title" className="card">
          <h2 id="apps-title">{t('apps.title')}</h2>
          <p>{t('apps.text')}</p>
          <StoreButtons apple={region.appLinks.apple} android={region.appLinks.android} />
          <p className="home__muted">
            {t('apps.qr')} <a href={region.appLinks.qrLink}>{region.appLinks.qrLink.replace(/^https?:\/\//, '')}</a>
          </p>
          <PageLink href={region.appLinks.download}>{t('apps.more')}</PageLink>
        </section>
      </div>

      <section aria-labelledby="security-title" className="home__section">
        <h2 id="security-title">{t('security.title')}</h2>
        <div className="grid-2">
          <ul className="feature-list">
            {(['custody', 'twoFactor', 'antiPhishing', 'withdrawals', 'proof'] as const).map((key) => (
              <li key={key}>
                <strong>{t(`security.points.${key}.title`)}</strong>
                <span>{t(`security.points.${key}.text`)}</span>
              </li>
            ))}
          </ul>
          <section className="card" aria-labelledby="support-title">
            <h3 id="support-title">{t('support.title')}</h3>
            <p>{t('support.text')}</p>
            <dl className="definition-list">
              <dt>{t('support.email')}</dt>
              <dd>
                <a href={`mailto:${region.mailboxes.support}`}>{region.mailboxes.support}</a>
              </dd>
              {region.phones.map((phone) => (
                <Fragment key={phone.number}>
                  <dt>{t('support.phone', { languages: languageNames(phone.languages, i18n.language) })}</dt>
                  <dd>
                    <a href={`tel:${phone.number.replace(/\s/g, '')}`}>{phone.number}</a>
                  </dd>
                </Fragment>
              ))}
              {region.whatsapp && (
                <>
                  <dt>{t('support.whatsapp')}</dt>
                  <dd>
                    <a href={region.whatsapp} rel="noopener noreferrer">
                      {t('support.whatsappLink')}
                    </a>
                  </dd>
                </>
              )}
              <dt>{t('support.security')}</dt>
              <dd>
                <a href={`mailto:${region.mailboxes.security}`}>{region.mailboxes.security}</a>
              </dd>
            </dl>
            <p>
              <a href={region.helpCenterUrl} rel="noopener">
                {t('support.helpCenter')}
              </a>
            </p>
          </section>
        </div>
      </section>
    </div>
  );
}

/**
 * The top markets' cards while the list loads: the same cards, lines and fonts with bars for the values, so the
 * sections under them stay where they are when the prices come (issue 18).
 */
function TickerCardsPlaceholder() {
  return (
    <ul className="ticker-cards" aria-hidden="true" data-testid="ticker-cards-placeholder">
      {Array.from({ length: TOP_MARKETS }, (_, i) => (
        <li key={i} className="ticker-card">
          <span className="ticker-card__box">
            <span className="ticker-card__name">
              <SkeletonText width="5.5em" />
            </span>
            <span className="ticker-card__price">
              <SkeletonText width="7ch" />
            </span>
            <span>
              <SkeletonText width="4em" />
            </span>
            <span className="ticker-card__volume">
              <SkeletonText width="9em" />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
