/**
 * Choose a market: a toggle that opens the panel (market-selector-panel.tsx, a chunk of its own asked for on the
 * toggle's first hover or focus, so that it is usually there by the click).
 */
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../generated/api/model/market.zod';
import type { TradeKind } from './use-trade-market';

const loadPanel = () => import('./market-selector-panel');
const MarketSelectorPanel = lazy(() => loadPanel().then((module) => ({ default: module.MarketSelectorPanel })));

export function MarketSelector({
  markets,
  current,
  kind,
  onSelect,
}: {
  markets: readonly Market[];
  current: string;
  kind: TradeKind;
  onSelect: (pair: string) => void;
}) {
  const { t } = useTranslation('trade');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div
      className="market-selector"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="market-selector__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        data-testid="market-selector"
      >
        <span className="market-selector__pair">{current.replace('-', '/')}</span>
        <span aria-hidden="true">▾</span>
        <span className="visually-hidden">{t('selector.open')}</span>
      </button>
      {open && (
        <Suspense fallback={<div className="market-selector__panel" id={listId} aria-busy="true" />}>
          <MarketSelectorPanel
            id={listId}
            markets={markets}
            current={current}
            kind={kind}
            onSelect={(pair) => {
              setOpen(false);
              onSelect(pair);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
