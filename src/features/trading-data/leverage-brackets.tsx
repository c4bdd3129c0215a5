/**
 * /trading-data/collateral-brackets: each market's leverage brackets (the bigger the position, the lower the
 * maximum leverage and the higher the maintenance margin), one market at a time. The markets' static rules (the quote
 * currency the brackets are in) come from their base information, without the 24 h figures nothing here shows.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListTradeMarketsBaseInfo } from '../../../generated/api/markets/markets';
import { useListLeverageBrackets } from '../../../generated/api/trade/trade';
import { formatDecimal } from '../../lib/format/number-format';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { percent } from './percent';

export function LeverageBrackets() {
  const { t, i18n } = useTranslation('trading-data');
  const id = useId();
  const brackets = useListLeverageBrackets({ query: { staleTime: 5 * 60_000 } });
  const markets = useListTradeMarketsBaseInfo({ query: { staleTime: 5 * 60_000 } });
  const [chosen, setChosen] = useState<string | undefined>();
  const lng = i18n.language;

  if (brackets.isPending) return <QueryLoading />;
  if (brackets.isError) return <QueryError error={brackets.error} onRetry={() => void brackets.refetch()} />;
  const list = brackets.data.data;
  if (list.length === 0) return <QueryEmpty>{t('brackets.empty')}</QueryEmpty>;
  // The main perpetual first when it has brackets (spec section 9: BTC-PERP), otherwise the first listed.
  const current = list.find((b) => b.market === chosen) ?? list.find((b) => b.market === 'BTC-PERP') ?? list[0]!;
  const quote = markets.data?.data.find((m) => m.market === current.market)?.money ?? '';

  return (
    <div className="leverage-brackets">
      <div className="field field--inline">
        <label className="field__label" htmlFor={id}>
          {t('brackets.market')}
        </label>
        <select id={id} value={current.market} onChange={(e) => setChosen(e.target.value)} data-testid="brackets-market">
          {list.map((b, index) => (
            <option key={`${b.market}-${index}`} value={b.market}>
              {b.market}
            </option>
          ))}
        </select>
      </div>
      <div className="table-scroll" tabIndex={0}>
        <table className="data-table" data-testid="brackets-table">
          <caption className="visually-hidden">{t('brackets.caption', { market: current.market })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('brackets.columns.tier')}</th>
              <th scope="col">{t('brackets.columns.position', { quote })}</th>
              <th scope="col">{t('brackets.columns.maxLeverage')}</th>
              <th scope="col">{t('brackets.columns.maintenance')}</th>
            </tr>
          </thead>
          <tbody>
            {[...current.brackets]
              .sort((a, b) => a.tier - b.tier)
              .map((tier, index) => (
                <tr key={`${tier.tier}-${index}`}>
                  <th scope="row">{tier.tier}</th>
                  <td className="num">
                    {formatDecimal(tier.minPositionValue ?? '0', lng, { max: 2 })} – {formatDecimal(tier.maxPositionValue, lng, { max: 2 })}
                  </td>
                  <td className="num">{t('brackets.leverage', { leverage: tier.maxLeverage })}</td>
                  <td className="num">{percent(tier.maintenanceMarginRate, lng)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      <p className="field__hint">{t('brackets.explain')}</p>
    </div>
  );
}
