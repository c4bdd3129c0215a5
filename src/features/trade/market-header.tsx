/** The market's live header: pair, last price, 24 h change, high, low and volumes, and how fresh they are. */
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../generated/api/model/market.zod';
import { formatCompact, formatDecimal, formatPercent } from '../../lib/format/number-format';
import { useStreamFreshness } from '../../lib/socket/use-stream-freshness';
import { LiveStatus } from '../../ui/live-status';
import type { MarketFigures } from './use-market-statistics';

/**
 * The streams the page's prices come from: the last price and figures, and the order book (the events of
 * stateSubscription and depthSubscription, named here: the generated client and its validators load after the first
 * paint; trade-figures.test.ts checks the names).
 */
export const PRICE_STREAMS = ['state.update', 'depth.update'];

export function MarketHeader({
  market,
  figures,
  children,
}: {
  market: Market | undefined;
  figures: MarketFigures | undefined;
  children?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation('trade');
  const lng = i18n.language;
  const prec = market?.moneyPrec ?? 2;
  const price = (v: string) => formatDecimal(v, lng, { min: prec, max: prec });
  const down = figures?.changePercent.startsWith('-');
  const freshness = useStreamFreshness(PRICE_STREAMS);
  return (
    <section className="trade-header" aria-label={t('header.label')}>
      {children}
      {figures && (
        <dl className="trade-header__figures">
          <div>
            <dt className="visually-hidden">{t('header.last')}</dt>
            <dd className={`trade-header__last ${down ? 'down' : 'up'}`} data-testid="last-price">
              {price(figures.last)}
            </dd>
          </div>
          <div>
            <dt>{t('header.change')}</dt>
            <dd className={down ? 'down' : 'up'}>{formatPercent(figures.changePercent, lng)}</dd>
          </div>
          <div>
            <dt>{t('header.high')}</dt>
            <dd>{price(figures.high)}</dd>
          </div>
          <div>
            <dt>{t('header.low')}</dt>
            <dd>{price(figures.low)}</dd>
          </div>
          <div>
            <dt>{t('header.volume', { ticker: market?.stock ?? '' })}</dt>
            <dd>{formatCompact(figures.baseVolume, lng)}</dd>
          </div>
          <div>
            <dt>{t('header.volume', { ticker: market?.money ?? '' })}</dt>
            <dd>{formatCompact(figures.quoteVolume, lng)}</dd>
          </div>
        </dl>
      )}
      <LiveStatus freshness={freshness} className="trade-header__status" />
    </section>
  );
}
