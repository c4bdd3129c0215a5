/**
 * The order book panel: its header (title, grouping step) and columns, drawn with the page. The book itself (the
 * sides, the spread, the book's store and the socket's validators: order-book-body.tsx) is its own chunk, asked
 * for once the page has painted: its data comes from the socket, which connects after that paint anyway. Until it
 * is there the panel draws what an empty book draws (two empty sides of their fixed height, "Loading"), so the
 * first paint looks the same and nothing moves when the book's code arrives.
 */
import { lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../generated/api/model/market.zod';
import { AfterPaint } from '../../lib/loading/after-first-paint';
import type { OrderBookStatus } from '../../lib/market-data/order-book-store';

const OrderBookBody = lazy(() => import('./order-book-body').then((module) => ({ default: module.OrderBookBody })));

export interface BookPick {
  price?: string;
  amount?: string;
}

/** Grouping steps offered for a market: its own tick and four coarser ones (0.01 → 0.1, 1, 10, 100). */
export function precisionSteps(moneyPrec: number): string[] {
  const steps: string[] = [];
  for (let exp = -moneyPrec; exp <= -moneyPrec + 4; exp++) steps.push(exp < 0 ? `0.${'0'.repeat(-exp - 1)}1` : `1${'0'.repeat(exp)}`);
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
  const [status, setStatus] = useState<OrderBookStatus>('empty');
  const panel = useRef<HTMLElement>(null);
  const effective = steps.includes(precision) ? precision : steps[0]!;
  return (
    <section ref={panel} className="panel order-book" aria-labelledby="order-book-title" data-testid="order-book" data-status={status}>
      <header className="panel__header">
        <h2 id="order-book-title">{t('book.title')}</h2>
        <select value={effective} onChange={(e) => setPrecision(e.target.value)} aria-label={t('book.precision')}>
          {steps.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </header>
      <div className="order-book__columns" aria-hidden="true">
        <span>{t('book.price', { ticker: market?.money ?? '' })}</span>
        <span>{t('book.amount', { ticker: market?.stock ?? '' })}</span>
        <span>{t('book.total')}</span>
      </div>
      <AfterPaint placeholder={<EmptyBook />}>
        <OrderBookBody
          market={market}
          engineName={engineName}
          step={effective}
          ungrouped={effective === steps[0]}
          onPick={onPick}
          onStatus={setStatus}
          panel={panel}
        />
      </AfterPaint>
    </section>
  );
}

/** What the book draws before its first snapshot (order-book-body.tsx): its place while the code comes. */
function EmptyBook() {
  const { t } = useTranslation('trade');
  return (
    <>
      <ol className="order-book__side order-book__side--ask" aria-label={t('book.asks')} data-testid="book-asks" />
      <div className="order-book__spread">
        <span role="status">{t('book.loading')}</span>
      </div>
      <ol className="order-book__side order-book__side--bid" aria-label={t('book.bids')} data-testid="book-bids" />
    </>
  );
}
