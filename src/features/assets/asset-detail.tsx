/**
 * /assets/:slug: one asset's facts, the networks (crypto) or payment providers (fiat) it moves on with their
 * deposit and withdrawal availability and limits, and the markets it trades on. An unknown slug says so
 * and leads back to the list instead of showing an empty page.
 */
import { useTranslation } from 'react-i18next';
import { useListCurrencies } from '../../../generated/api/profile/profile';
import { useListTradeMarkets } from '../../../generated/api/markets/markets';
import type { Currency } from '../../../generated/api/model/currency.zod';
import { formatDecimal, formatPercent } from '../../lib/format/number-format';
import { safeImageUrl } from '../../lib/navigation/safe-url';
import { useRegion } from '../../lib/region/current-region';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { findAsset, marketsOf, referenceMarket, uniqueCurrencies } from './asset-data';
import { Availability } from './availability';
import { AppLink } from '../../ui/app-link';

export function AssetDetail({ slug }: { slug: string }) {
  const { t } = useTranslation('assets');
  const currencies = useListCurrencies({ query: { staleTime: 5 * 60_000 } });
  const markets = useListTradeMarkets({ query: { staleTime: 90_000 } });
  if (currencies.isPending) return <QueryLoading />;
  if (currencies.isError) return <QueryError error={currencies.error} onRetry={() => void currencies.refetch()} />;
  const asset = findAsset(uniqueCurrencies(currencies.data.data), slug);
  // A ticker that trades but is missing from the currency list still has its markets to show.
  const tradedOnly = !asset ? marketsOf(markets.data?.data, slug.toUpperCase()) : [];
  if (!asset && tradedOnly.length > 0)
    return (
      <div className="asset-detail" data-testid="asset-detail">
        <p className="notice">{t('detail.marketsOnly', { ticker: slug.toUpperCase() })}</p>
        <section aria-labelledby="asset-markets">
          <h2 id="asset-markets">{t('detail.markets.title')}</h2>
          <AssetMarkets ticker={slug.toUpperCase()} markets={tradedOnly} />
        </section>
      </div>
    );
  if (!asset)
    return (
      <QueryEmpty>
        <p>{t('detail.notFound', { slug })}</p>
        <AppLink className="button button--secondary" to="/assets">
          {t('detail.backToList')}
        </AppLink>
      </QueryEmpty>
    );
  return <AssetFacts asset={asset} />;
}

function AssetFacts({ asset }: { asset: Currency }) {
  const { t, i18n } = useTranslation('assets');
  const region = useRegion();
  const markets = useListTradeMarkets({ query: { staleTime: 90_000 } });
  const reference = referenceMarket(markets.data?.data, asset.ticker);
  const lng = i18n.language;
  const yes = (on: boolean) => <Availability on={on} />;
  const convertOn = region.features.convert?.enabled !== false;
  // The server's icon: http(s) or an inlined image only (`safeImageUrl`); anything else keeps the icon's place empty.
  const icon = safeImageUrl(asset.image);

  return (
    <div className="asset-detail" data-testid="asset-detail">
      <section className="card asset-detail__head" aria-labelledby="asset-name">
        {icon ? (
          <img src={icon} alt="" width={40} height={40} className="asset-detail__icon" />
        ) : (
          <span aria-hidden="true" className="asset-detail__icon" />
        )}
        <div>
          <h2 id="asset-name">
            {asset.name} <span className="asset-detail__ticker">{asset.ticker}</span>
          </h2>
          {reference && (
            <p className="asset-detail__price">
              {t('detail.price', {
                price: formatDecimal(reference.lastPrice, lng, { min: reference.moneyPrec, max: reference.moneyPrec }),
                quote: reference.money,
              })}{' '}
              <span className={reference.change.startsWith('-') ? 'down' : 'up'}>{formatPercent(reference.change, lng)}</span>
            </p>
          )}
        </div>
        <div className="asset-detail__actions">
          {asset.isDepositable && (
            <AppLink className="button" to="/deposit">
              {t('detail.actions.deposit')}
            </AppLink>
          )}
          {asset.isWithdrawal && (
            <AppLink className="button button--secondary" to="/withdraw">
              {t('detail.actions.withdraw')}
            </AppLink>
          )}
          {convertOn && asset.tradingEnabled && (
            <AppLink className="button button--secondary" to={`/convert/${asset.ticker}`}>
              {t('detail.actions.convert')}
            </AppLink>
          )}
        </div>
      </section>

      <section className="card" aria-labelledby="asset-facts">
        <h2 id="asset-facts">{t('detail.facts')}</h2>
        <dl className="definition-list">
          <dt>{t('detail.kind')}</dt>
          <dd>{asset.isFiat ? t('list.kinds.fiat') : t('list.kinds.crypto')}</dd>
          <dt>{t('detail.deposit')}</dt>
          <dd>{yes(asset.isDepositable)}</dd>
          <dt>{t('detail.withdraw')}</dt>
          <dd>{yes(asset.isWithdrawal)}</dd>
          <dt>{t('detail.trading')}</dt>
          <dd>{yes(asset.tradingEnabled)}</dd>
          <dt>{t('detail.margin')}</dt>
          <dd>{yes(asset.inMargin)}</dd>
          <dt>{t('detail.decimals')}</dt>
          <dd>{asset.decimal}</dd>
          {asset.tradeTicker !== asset.ticker && (
            <>
              <dt>{t('detail.tradeTicker')}</dt>
              <dd>{asset.tradeTicker}</dd>
            </>
          )}
        </dl>
      </section>

      {asset.networks.length > 0 && (
        <section aria-labelledby="asset-networks">
          <h2 id="asset-networks">{t('detail.networks.title')}</h2>
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table" data-testid="asset-networks">
              <thead>
                <tr>
                  <th scope="col">{t('detail.networks.network')}</th>
                  <th scope="col">{t('detail.deposit')}</th>
                  <th scope="col">{t('detail.withdraw')}</th>
                  <th scope="col">{t('detail.networks.minDeposit')}</th>
                  <th scope="col">{t('detail.networks.minWithdraw')}</th>
                  <th scope="col">{t('detail.networks.fee')}</th>
                  <th scope="col">{t('detail.networks.confirmations')}</th>
                </tr>
              </thead>
              <tbody>
                {asset.networks.map((n, i) => (
                  <tr key={`${n.code}-${i}`}>
                    <th scope="row">
                      <span className="asset-name__ticker">{n.code}</span> <span className="asset-name__name">{n.name}</span>
                      {n.isMemo && <span className="status-pill">{t('detail.networks.memo')}</span>}
                    </th>
                    <td>{yes(n.isDepositable)}</td>
                    <td>{yes(n.isWithdrawal)}</td>
                    <td className="num">{n.minDeposit ? formatDecimal(n.minDeposit, lng, { max: asset.decimal }) : '—'}</td>
                    <td className="num">{n.minWithdraw ? formatDecimal(n.minWithdraw, lng, { max: asset.decimal }) : '—'}</td>
                    <td className="num">{n.withdrawFee ? formatDecimal(n.withdrawFee, lng, { max: asset.decimal }) : '—'}</td>
                    <td className="num">{n.confirmations ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {asset.providers.length > 0 && (
        <section aria-labelledby="asset-providers">
          <h2 id="asset-providers">{t('detail.providers.title')}</h2>
          <ul className="provider-list">
            {asset.providers.map((p, i) => (
              <li key={`${p.name}-${i}`} className="card">
                <h3>{p.name}</h3>
                {p.description && <p>{p.description}</p>}
                <p>
                  {t('detail.deposit')}: {yes(p.isDepositable)} · {t('detail.withdraw')}: {yes(p.isWithdrawal)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="asset-markets">
        <h2 id="asset-markets">{t('detail.markets.title')}</h2>
        {markets.isPending ? (
          <QueryLoading />
        ) : markets.isError ? (
          <QueryError error={markets.error} onRetry={() => void markets.refetch()} />
        ) : (
          <AssetMarkets ticker={asset.ticker} markets={marketsOf(markets.data.data, asset.ticker)} />
        )}
      </section>
    </div>
  );
}

function AssetMarkets({ ticker, markets }: { ticker: string; markets: ReturnType<typeof marketsOf> }) {
  const { t, i18n } = useTranslation('assets');
  if (markets.length === 0) return <QueryEmpty>{t('detail.markets.empty', { ticker })}</QueryEmpty>;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="data-table" data-testid="asset-markets">
        <thead>
          <tr>
            <th scope="col">{t('detail.markets.market')}</th>
            <th scope="col">{t('detail.markets.type')}</th>
            <th scope="col">{t('detail.markets.lastPrice')}</th>
            <th scope="col">{t('detail.markets.change')}</th>
          </tr>
        </thead>
        <tbody>
          {markets.map((m) => (
            <tr key={m.market}>
              <th scope="row">
                <AppLink to={`/trade/${m.market}`}>{m.type === 'futures' ? m.market : `${m.stock}/${m.money}`}</AppLink>
              </th>
              <td>{t(`detail.markets.types.${m.type}`)}</td>
              <td className="num">{formatDecimal(m.lastPrice, i18n.language, { min: m.moneyPrec, max: m.moneyPrec })}</td>
              <td className={`num ${m.change.startsWith('-') ? 'down' : 'up'}`}>{formatPercent(m.change, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
