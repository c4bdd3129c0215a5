/**
 * /vip-program: the VIP levels (GET /v2/vip-program): each needs both an amount of WBT on hold and a 30-day trading
 * volume, and gives its maker and taker fees, a daily withdrawal limit and a kind of support. A signed-in user sees
 * their WBT on hold, their volume of the last 30 days, the level both give them, and what the next level still needs
 * of each (with the way to get it: hold WBT, trade); a guest sees the levels and a login link.
 */
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { useGetVipProgram } from '../../../generated/api/misc/misc';
import type { VipProgramResponse } from '../../../generated/api/model/vipProgramResponse.zod';
import { formatDecimal } from '../../lib/format/number-format';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { AppLink } from '../../ui/app-link';
import { asSections, InfoSections } from '../../ui/info-sections';
import { LoginPrompt } from '../../ui/login-prompt';
import { QueryError, QueryLoading } from '../../ui/query-state';

type Programme = VipProgramResponse['data'];

export function VipProgram() {
  const { t } = useTranslation('products');
  const { loggedIn } = useSessionSnapshot();
  const programme = useGetVipProgram({ query: { staleTime: 30_000 } });
  return (
    <div className="vip">
      {programme.isPending ? (
        <QueryLoading />
      ) : programme.isError ? (
        <QueryError error={programme.error} onRetry={() => void programme.refetch()} />
      ) : (
        <>
          {programme.data.data.mine ? (
            <MyLevel programme={programme.data.data} />
          ) : (
            !loggedIn && <LoginPrompt message={t('vip.guest')} action={t('links.login')} />
          )}
          <Levels programme={programme.data.data} />
        </>
      )}
      <InfoSections sections={asSections(t('vip.sections', { returnObjects: true }))} />
      <p className="product-info__links">
        <AppLink className="button" to="/wbt/boost">
          {t('links.boost')}
        </AppLink>
        <AppLink className="button button--secondary" to="/trade/WBT-USDT">
          {t('links.tradeWbt')}
        </AppLink>
        <AppLink className="button button--secondary" to="/trading-data/trading-fees">
          {t('links.tradingFees')}
        </AppLink>
      </p>
    </div>
  );
}

function MyLevel({ programme: p }: { programme: Programme }) {
  const { t, i18n } = useTranslation('products');
  const lng = i18n.language;
  const mine = p.mine!;
  const wbt = (value: string) => `${formatDecimal(value, lng, { max: 8 })} ${p.ticker}`;
  const usd = (value: string) => `${formatDecimal(value, lng, { min: 2, max: 2 })} ${p.volumeCurrency}`;
  const next = mine.next;
  const nextLevel = next && p.levels.find((l) => l.level === next.level);
  const share = (have: string, need: string) =>
    new Decimal(need).isZero()
      ? 100
      : Decimal.min(100, new Decimal(have).div(need).times(100)).toDecimalPlaces(0, Decimal.ROUND_DOWN).toNumber();
  return (
    <section className="card" aria-labelledby="vip-mine" data-testid="vip-mine" data-level={mine.level}>
      <h2 id="vip-mine">{t('vip.yourLevel', { level: mine.level })}</h2>
      <dl className="stat-grid">
        <div className="stat">
          <dt className="stat__label">{t('vip.holding')}</dt>
          <dd className="stat__value" data-testid="vip-holding" data-value={mine.holding}>
            {wbt(mine.holding)}
          </dd>
        </div>
        <div className="stat">
          <dt className="stat__label">{t('vip.volume')}</dt>
          <dd className="stat__value" data-testid="vip-volume" data-value={mine.volume30d}>
            {usd(mine.volume30d)}
          </dd>
        </div>
      </dl>
      {next && nextLevel ? (
        <div data-testid="vip-next" data-level={next.level}>
          <h3>{t('vip.next', { level: next.level })}</h3>
          <ul className="plain-list">
            <li data-testid="vip-next-holding" data-value={next.holdingNeeded}>
              {new Decimal(next.holdingNeeded).isZero()
                ? t('vip.holdingMet', { amount: wbt(nextLevel.minHolding) })
                : t('vip.holdingNeeded', { amount: wbt(next.holdingNeeded), total: wbt(nextLevel.minHolding) })}
              <progress max={100} value={share(mine.holding, nextLevel.minHolding)} aria-label={t('vip.holding')} />
            </li>
            <li data-testid="vip-next-volume" data-value={next.volumeNeeded}>
              {new Decimal(next.volumeNeeded).isZero()
                ? t('vip.volumeMet', { amount: usd(nextLevel.minVolume30d) })
                : t('vip.volumeNeeded', { amount: usd(next.volumeNeeded), total: usd(nextLevel.minVolume30d) })}
              <progress max={100} value={share(mine.volume30d, nextLevel.minVolume30d)} aria-label={t('vip.volume')} />
            </li>
          </ul>
        </div>
      ) : (
        <p data-testid="vip-top">{t('vip.top')}</p>
      )}
    </section>
  );
}

function Levels({ programme: p }: { programme: Programme }) {
  const { t, i18n } = useTranslation('products');
  const lng = i18n.language;
  const current = p.mine?.level;
  return (
    <section aria-labelledby="vip-levels">
      <h2 id="vip-levels">{t('vip.levelsTitle')}</h2>
      <div className="table-scroll" tabIndex={0}>
        <table className="data-table" data-testid="vip-levels">
          <caption className="visually-hidden">{t('vip.levelsTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('vip.level')}</th>
              <th scope="col">{t('vip.minHolding', { ticker: p.ticker })}</th>
              <th scope="col">{t('vip.minVolume', { ticker: p.volumeCurrency })}</th>
              <th scope="col">{t('vip.maker')}</th>
              <th scope="col">{t('vip.taker')}</th>
              <th scope="col">{t('vip.withdrawalLimit', { ticker: p.volumeCurrency })}</th>
              <th scope="col">{t('vip.support')}</th>
            </tr>
          </thead>
          <tbody>
            {p.levels.map((l) => (
              <tr key={l.level} aria-current={l.level === current ? 'true' : undefined} data-testid="vip-level-row" data-level={l.level}>
                <th scope="row">
                  {t('vip.levelN', { level: l.level })}
                  {l.level === current && <> · {t('vip.yours')}</>}
                </th>
                <td className="num">{formatDecimal(l.minHolding, lng, { max: 8 })}</td>
                <td className="num">{formatDecimal(l.minVolume30d, lng, { max: 2 })}</td>
                <td className="num">{formatDecimal(l.makerFee, lng, { max: 4 })}&nbsp;%</td>
                <td className="num">{formatDecimal(l.takerFee, lng, { max: 4 })}&nbsp;%</td>
                <td className="num">{formatDecimal(l.withdrawalLimit, lng, { max: 2 })}</td>
                <td>{t(`vip.supports.${l.support}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
