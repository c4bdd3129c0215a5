/**
 * The order book: asks above, bids below, 50 levels each, grouped by the chosen precision, with cumulative
 * totals and depth shading. A click on a price fills the order form's price, on an amount its amount.
 */
import Decimal from 'decimal.js';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../generated/api/model/market.zod';
import { formatDecimal } from '../../lib/format/number-format';
import { useOrderBook } from '../../lib/market-data/use-order-book';
import type { OrderBookLevel } from '../../lib/market-data/order-book-store';

export interface BookPick {
  price?: string;
  amount?: string;
}

/** Grouping steps offered for a market: its own tick and four coarser ones (0.01 → 0.1, 1, 10, 100). */
export function precisionSteps(moneyPrec: number): string[] {
  const steps: string[] = [];
  for (let exp = -moneyPrec; exp <= -moneyPrec + 4; exp++) steps.push(new Decimal(10).pow(exp).toFixed(Math.max(0, -exp)));
  return steps;
}

export function OrderBookPanel({
  market,
  engineName,
  onPick,
}: {
  market: Market | undefined;
  engineName: string;
  onPick: (pick: BookPick) => void;
}) {
  const { t } = useTranslation('trade');
  const steps = precisionSteps(market?.moneyPrec ?? 2);
  const [precision, setPrecision] = useState<string>(steps[0]!);
  const effective = steps.includes(precision) ? precision : steps[0]!;
  const book = useOrderBook(engineName, effective === steps[0] ? null : effective);
  const maxTotal = Decimal.max(book.asks.at(-1)?.total ?? '0', book.bids.at(-1)?.total ?? '0');
  const spread = book.asks[0] && book.bids[0] ? new Decimal(book.asks[0].price).minus(book.bids[0].price) : undefined;
  const decimals = Math.max(0, new Decimal(effective).decimalPlaces());
  return (
    <section className="panel order-book" aria-labelledby="order-book-title" data-testid="order-book" data-status={book.status}>
      <header className="panel__header">
        <h2 id="order-book-title">{t('book.title')}</h2>
        <label>
          <span className="visually-hidden">{t('book.precision')}</span>
          <select value={effective} onChange={(e) => setPrecision(e.target.value)} aria-label={t('book.precision')}>
            {steps.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      </header>
      <div className="order-book__columns" aria-hidden="true">
        <span>{t('book.price', { ticker: market?.money ?? '' })}</span>
        <span>{t('book.amount', { ticker: market?.stock ?? '' })}</span>
        <span>{t('book.total')}</span>
      </div>
      <BookSide
        side="ask"
        levels={book.asks}
        maxTotal={maxTotal}
        priceDecimals={decimals}
        amountDecimals={market?.stockPrec ?? 6}
        onPick={onPick}
        label={t('book.asks')}
      />
      <div className="order-book__spread" role="status">
        {spread ? t('book.spread', { value: spread.toFixed(decimals) }) : book.status === 'empty' ? t('book.loading') : t('book.resyncing')}
      </div>
      <BookSide
        side="bid"
        levels={book.bids}
        maxTotal={maxTotal}
        priceDecimals={decimals}
        amountDecimals={market?.stockPrec ?? 6}
        onPick={onPick}
        label={t('book.bids')}
      />
    </section>
  );
}

const BookSide = memo(function BookSide({
  side,
  levels,
  maxTotal,
  priceDecimals,
  amountDecimals,
  onPick,
  label,
}: {
  side: 'ask' | 'bid';
  levels: readonly OrderBookLevel[];
  maxTotal: Decimal;
  priceDecimals: number;
  amountDecimals: number;
  onPick: (pick: BookPick) => void;
  label: string;
}) {
  const { i18n } = useTranslation('trade');
  const lng = i18n.language;
  // Asks are laid out bottom-up (CSS column-reverse): the best (lowest) next to the spread, scrolled into view.
  const shown = levels;
  return (
    <ol className={`order-book__side order-book__side--${side}`} aria-label={label} data-testid={`book-${side}s`}>
      {shown.map((level) => {
        const depth = maxTotal.isZero() ? 0 : new Decimal(level.total).div(maxTotal).times(100).toNumber();
        return (
          <li
            key={level.price}
            className="order-book__row"
            style={{ ['--depth' as string]: `${depth.toFixed(1)}%` }}
            data-price={level.price}
          >
            <button
              type="button"
              className={`order-book__price ${side === 'ask' ? 'down' : 'up'}`}
              onClick={() => onPick({ price: level.price })}
            >
              {formatDecimal(level.price, lng, { min: priceDecimals, max: priceDecimals })}
            </button>
            <button type="button" className="order-book__amount" onClick={() => onPick({ price: level.price, amount: level.amount })}>
              {formatDecimal(level.amount, lng, { min: 0, max: amountDecimals })}
            </button>
            <span className="order-book__total">{formatDecimal(level.total, lng, { min: 0, max: amountDecimals })}</span>
          </li>
        );
      })}
    </ol>
  );
});
