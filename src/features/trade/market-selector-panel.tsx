/**
 * The market selector's open panel: search, favourites first when asked, a star to toggle a favourite
 * (optimistic). Its own chunk: no first frame shows it (market-selector.tsx loads it on first hover, focus or open).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../generated/api/model/market.zod';
import { formatDecimal, formatPercent } from '../../lib/format/number-format';
import { useFavorites } from '../../lib/market-data/favorites';
import type { TradeKind } from './use-trade-market';

export interface MarketSelectorPanelProps {
  id: string;
  markets: readonly Market[];
  current: string;
  kind: TradeKind;
  onSelect: (pair: string) => void;
}

export function MarketSelectorPanel({ id, markets, current, kind, onSelect }: MarketSelectorPanelProps) {
  const { t, i18n } = useTranslation('trade');
  const favorites = useFavorites({ saveFailed: () => t('favorites.saveFailed') });
  const [search, setSearch] = useState('');
  const [onlyFavorites, setOnlyFavorites] = useState(false);
  const rows = useMemo(() => {
    const needle = search.trim().toUpperCase().replace(/[/_]/g, '-');
    return markets
      .filter((m) => (kind === 'futures' ? m.type === 'futures' : m.type === 'spot' && (kind === 'spot' || m.isMargin)))
      .filter((m) => !needle || m.market.includes(needle))
      .filter((m) => !onlyFavorites || favorites.isFavorite(m.market))
      .sort((a, b) => (a.priority ?? 999) - (b.priority ?? 999) || a.market.localeCompare(b.market));
  }, [markets, search, kind, onlyFavorites, favorites]);

  return (
    <div className="market-selector__panel" id={id}>
      <div className="market-selector__tools">
        <input
          type="search"
          aria-label={t('selector.search')}
          placeholder={t('selector.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          autoFocus
        />
        {favorites.enabled && (
          <label className="checkbox">
            <input type="checkbox" checked={onlyFavorites} onChange={(e) => setOnlyFavorites(e.target.checked)} />
            {t('selector.favoritesOnly')}
          </label>
        )}
      </div>
      <ul className="market-selector__list" aria-label={t('selector.markets')}>
        {rows.map((m) => (
          <li key={m.market} className={m.market === current ? 'is-current' : undefined}>
            {favorites.enabled && (
              <button
                type="button"
                className="star"
                aria-pressed={favorites.isFavorite(m.market)}
                aria-label={t('favorites.toggle', { market: m.market.replace('-', '/') })}
                onClick={() => favorites.toggle(m.market)}
                data-testid={`favorite-${m.market}`}
              >
                {favorites.isFavorite(m.market) ? '★' : '☆'}
              </button>
            )}
            <button type="button" className="market-selector__row" onClick={() => onSelect(m.market)}>
              <span>{m.market.replace('-', '/')}</span>
              <span className="num">{formatDecimal(m.lastPrice, i18n.language, { min: m.moneyPrec, max: m.moneyPrec })}</span>
              <span className={`num ${m.change.startsWith('-') ? 'down' : 'up'}`}>{formatPercent(m.change, i18n.language)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
