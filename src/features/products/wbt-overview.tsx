/**
 * /wbt: the native token's figures (price, supply, burned, holders), what holding and owning it gives by
 * level, and where to go next (boost, burns, the WBT market).
 */
import { useTranslation } from 'react-i18next';
import { useGetWbtBanner, useGetWbtBenefits, useGetWbtInfo } from '../../../generated/api/balances/balances';
import { formatCompact, formatDecimal, formatPercent } from '../../lib/format/number-format';
import { Dec, decimalString } from '../../lib/input/input-result';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { HoldingLevels, OwningLevels } from './wbt-benefits';
import { AppLink } from '../../ui/app-link';

/** The contract's WBT price is quoted in the default quote asset (spec section 9). */
const QUOTE = 'USDT';

export function WbtOverview() {
  const { t, i18n } = useTranslation('products');
  const info = useGetWbtInfo({ query: { staleTime: 60_000 } });
  const banner = useGetWbtBanner({ query: { staleTime: 60_000 } });
  const benefits = useGetWbtBenefits({ query: { staleTime: 5 * 60_000 } });
  const lng = i18n.language;

  return (
    <div className="wbt">
      <section aria-labelledby="wbt-figures" className="wbt__figures">
        <h2 id="wbt-figures" className="visually-hidden">
          {t('wbt.figures')}
        </h2>
        {info.isPending ? (
          <QueryLoading />
        ) : info.isError ? (
          <QueryError error={info.error} onRetry={() => void info.refetch()} />
        ) : (
          <dl className="stat-grid" data-testid="wbt-figures">
            <div className="card stat">
              <dt className="stat__label">{t('wbt.price')}</dt>
              <dd className="stat__value">
                {formatDecimal(info.data.data.price, lng, { min: 2, max: 4 })} {QUOTE}
                {banner.data && (
                  <small className={banner.data.data.change.startsWith('-') ? 'down' : 'up'}>
                    {' '}
                    {formatPercent(banner.data.data.change, lng)}
                  </small>
                )}
              </dd>
            </div>
            <div className="card stat">
              <dt className="stat__label">{t('wbt.marketCap')}</dt>
              <dd className="stat__value">
                {formatCompact(decimalString(new Dec(info.data.data.price).mul(info.data.data.circulatingSupply)), lng)} {QUOTE}
              </dd>
            </div>
            <div className="card stat">
              <dt className="stat__label">{t('wbt.circulating')}</dt>
              <dd className="stat__value">
                {formatDecimal(info.data.data.circulatingSupply, lng, { max: 0 })} /{' '}
                {formatDecimal(info.data.data.totalSupply, lng, { max: 0 })}
              </dd>
            </div>
            <div className="card stat">
              <dt className="stat__label">{t('wbt.burned')}</dt>
              <dd className="stat__value">{formatDecimal(info.data.data.totalBurned, lng, { max: 2 })} WBT</dd>
            </div>
            {info.data.data.holders !== undefined && (
              <div className="card stat">
                <dt className="stat__label">{t('wbt.holders')}</dt>
                <dd className="stat__value">{formatDecimal(String(info.data.data.holders), lng, { max: 0 })}</dd>
              </div>
            )}
            {banner.data && (
              <div className="card stat">
                <dt className="stat__label">{t('wbt.holdingApr')}</dt>
                <dd className="stat__value">{formatDecimal(banner.data.data.holdingApr, lng, { max: 2 })}&nbsp;%</dd>
              </div>
            )}
          </dl>
        )}
      </section>
      <p className="wbt__actions">
        <AppLink className="button" to="/wbt/boost">
          {t('links.boost')}
        </AppLink>
        <AppLink className="button button--secondary" to="/trade/WBT-USDT">
          {t('links.tradeWbt')}
        </AppLink>
        <AppLink className="button button--secondary" to="/burn">
          {t('links.burn')}
        </AppLink>
      </p>
      <section aria-labelledby="wbt-holding">
        <h2 id="wbt-holding">{t('benefits.holdingTitle')}</h2>
        <p>{t('benefits.holdingText')}</p>
        {benefits.isPending ? (
          <QueryLoading />
        ) : benefits.isError ? (
          <QueryError error={benefits.error} onRetry={() => void benefits.refetch()} />
        ) : (
          <HoldingLevels benefits={benefits.data.data} />
        )}
      </section>
      <section aria-labelledby="wbt-owning">
        <h2 id="wbt-owning">{t('benefits.owningTitle')}</h2>
        <p>{t('benefits.owningText')}</p>
        {benefits.data && <OwningLevels benefits={benefits.data.data} />}
      </section>
    </div>
  );
}
