/** The market's live header: pair, last price, 24 h change, high, low and volumes, and how fresh they are. */
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../generated/api/model/market.zod';
import { useStreamFreshness } from '../../lib/socket/use-stream-freshness';
import { LiveStatus } from '../../ui/live-status';
import { headerFigureTexts, isDown } from './header-figures';
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
  const texts = figures && headerFigureTexts(figures, market?.moneyPrec ?? 2, i18n.language);
  const down = figures && isDown(figures);
  const freshness = useStreamFreshness(PRICE_STREAMS);
  return (
    <section className="trade-header" aria-label={t('header.label')}>
      {children}
      {texts && (
        <dl className="trade-header__figures">
          <div>
            <dt className="visually-hidden">{t('header.last')}</dt>
            <dd className={`trade-header__last ${down ? 'down' : 'up'}`} data-testid="last-price">
              {texts.last}
            </dd>
          </div>
          <div>
            <dt>{t('header.change')}</dt>
            <dd className={down ? 'down' : 'up'}>{texts.change}</dd>
          </div>
          <div>
            <dt>{t('header.high')}</dt>
            <dd>{texts.high}</dd>
          </div>
          <div>
            <dt>{t('header.low')}</dt>
            <dd>{texts.low}</dd>
          </div>
          <div>
            <dt>{t('header.volume', { ticker: market?.stock ?? '' })}</dt>
            <dd>{texts.baseVolume}</dd>
          </div>
          <div>
            <dt>{t('header.volume', { ticker: market?.money ?? '' })}</dt>
            <dd>{texts.quoteVolume}</dd>
          </div>
        </dl>
      )}
      <LiveStatus freshness={freshness} className="trade-header__status" />
    </section>
  );
}
