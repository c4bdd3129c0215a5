/**
 * The market a history tab reads: the socket and funding histories are per market, so the tab asks which.
 * Markets come from GET /v2/trade/markets, narrowed to the tab's kind; the main pair comes first.
 */
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../generated/api/model/market.zod';
import { useListTradeMarkets } from '../../../generated/api/markets/markets';
import { FormField } from '../../ui/form-field';

export const MAIN_PAIRS = ['BTC-USDT', 'BTC-PERP'];

export function useMarkets(filter: (m: Market) => boolean): { markets: Market[]; query: ReturnType<typeof useListTradeMarkets> } {
  const query = useListTradeMarkets({ query: { staleTime: 90_000 } });
  const markets = (query.data?.data ?? [])
    .filter(filter)
    .sort((a, b) => Number(MAIN_PAIRS.includes(b.market)) - Number(MAIN_PAIRS.includes(a.market)) || a.market.localeCompare(b.market));
  return { markets, query };
}

export function MarketPicker({
  markets,
  value,
  onChange,
}: {
  markets: readonly Market[];
  value: string;
  onChange: (market: string) => void;
}) {
  const { t } = useTranslation('history');
  return (
    <FormField label={t('market.label')}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
          {markets.map((m) => (
            <option key={m.market} value={m.market}>
              {m.stock}/{m.money}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
