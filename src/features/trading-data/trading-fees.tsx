/**
 * /trading-data/trading-fees: maker and taker fee of every market (from the market list), filterable by
 * type, and what owning WBT takes off them (the owning levels of the WBT benefits).
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetWbtBenefits } from '../../../generated/api/balances/balances';
import { useListTradeMarkets } from '../../../generated/api/markets/markets';
import { formatDecimal } from '../../lib/format/number-format';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { discountedFee, feePercent, percent } from './percent';
import { AppLink } from '../../ui/app-link';
import { SegmentedControl } from '../../ui/segmented-control';

type Kind = 'spot' | 'futures';

export function TradingFees() {
  const { t, i18n } = useTranslation('trading-data');
  const markets = useListTradeMarkets({ query: { staleTime: 90_000 } });
  const [kind, setKind] = useState<Kind>('spot');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const lng = i18n.language;

  const rows = useMemo(() => {
    const needle = deferred.trim().toUpperCase().replace('/', '-');
    return (markets.data?.data ?? [])
      .filter((m) => m.type === kind && (needle === '' || m.market.includes(needle)))
      .sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0) || a.market.localeCompare(b.market));
  }, [markets.data, kind, deferred]);

  return (
    <div className="trading-fees">
      <div className="toolbar">
        <SegmentedControl
          variant="radio"
          aria-label={t('fees.kind')}
          items={(['spot', 'futures'] as const).map((k) => ({ value: k, label: t(`fees.kinds.${k}`) }))}
          value={kind}
          onChange={setKind}
        />
        <label className="search-field">
          <span className="visually-hidden">{t('fees.search')}</span>
          <input type="search" value={search} placeholder={t('fees.searchPlaceholder')} onChange={(e) => setSearch(e.target.value)} />
        </label>
      </div>
      {markets.isPending ? (
        <QueryLoading />
      ) : markets.isError ? (
        <QueryError error={markets.error} onRetry={() => void markets.refetch()} />
      ) : rows.length === 0 ? (
        <QueryEmpty>{t('fees.empty')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="fees-table">
            <caption className="visually-hidden">{t('fees.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('fees.columns.market')}</th>
                <th scope="col">{t('fees.columns.maker')}</th>
                <th scope="col">{t('fees.columns.taker')}</th>
                <th scope="col">{t('fees.columns.minTotal')}</th>
                {kind === 'spot' && <th scope="col">{t('fees.columns.margin')}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <tr key={m.market} data-testid="fee-row">
                  <th scope="row">
                    <AppLink to={`/trade/${m.market}`}>{kind === 'futures' ? m.market : `${m.stock}/${m.money}`}</AppLink>
                  </th>
                  <td className="num">{feePercent(m.makerFee, lng)}</td>
                  <td className="num">{feePercent(m.takerFee, lng)}</td>
                  <td className="num">
                    {formatDecimal(m.minTotal, lng, { max: m.moneyPrec })} {m.money}
                  </td>
                  {kind === 'spot' && <td>{m.isMargin ? t('fees.marginUpTo', { leverage: m.maxLeverage ?? 1 }) : '—'}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <WbtDiscounts />
    </div>
  );
}

/** The fee discounts of owning WBT, applied to the most common fee for a concrete figure. */
function WbtDiscounts() {
  const { t, i18n } = useTranslation('trading-data');
  const benefits = useGetWbtBenefits({ query: { staleTime: 5 * 60_000 } });
  const lng = i18n.language;
  // The base the discounts are shown on: the usual 0.1 % spot fee of the market list.
  const base = '0.001';
  return (
    <section className="card trading-fees__discounts" aria-labelledby="wbt-discounts-title">
      <h2 id="wbt-discounts-title">{t('fees.discounts.title')}</h2>
      <p>{t('fees.discounts.text', { fee: feePercent(base, lng) })}</p>
      {benefits.isPending ? (
        <QueryLoading />
      ) : benefits.isError ? (
        <QueryError error={benefits.error} onRetry={() => void benefits.refetch()} />
      ) : benefits.data.data.owning.length === 0 ? (
        <QueryEmpty>{t('fees.discounts.empty')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="wbt-discounts">
            <thead>
              <tr>
                <th scope="col">{t('fees.discounts.level')}</th>
                <th scope="col">{t('fees.discounts.minAmount')}</th>
                <th scope="col">{t('fees.discounts.maker')}</th>
                <th scope="col">{t('fees.discounts.taker')}</th>
              </tr>
            </thead>
            <tbody>
              {[...benefits.data.data.owning]
                .sort((a, b) => a.level - b.level)
                .map((level, index) => (
                  <tr key={`${level.level}-${index}`}>
                    <th scope="row">{t('fees.discounts.levelN', { level: level.level })}</th>
                    <td className="num">{formatDecimal(level.minAmount, lng, { max: 8 })} WBT</td>
                    <td className="num">
                      {feePercent(discountedFee(base, level.makerFeeDiscount), lng)}{' '}
                      <small>(−{percent(level.makerFeeDiscount, lng)})</small>
                    </td>
                    <td className="num">
                      {feePercent(discountedFee(base, level.takerFeeDiscount), lng)}{' '}
                      <small>(−{percent(level.takerFeeDiscount, lng)})</small>
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      )}
      <AppLink to="/wbt">{t('fees.discounts.more')}</AppLink>
    </section>
  );
}
