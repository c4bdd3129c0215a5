/**
 * The order book's live part: asks above, bids below, 50 levels each, grouped by the chosen precision, with
 * cumulative totals and depth shading. A click on a price fills the order form's price, on an amount its amount.
 * Its own chunk, with the book's store and the socket's validators: loaded after the page's first paint, in the
 * panel's placeholder of the same size (order-book-panel.tsx), since its data comes from the socket, after it.
 *
 * Built for a book that changes every frame: it is drawn at most 30 times a second (book-frames.ts); only the
 * rows a side's scroller shows (plus a few) exist, the store materialising just those levels and a spacer
 * standing for the rest, so scrolling deeper asks for more; a row renders again only when its level or its
 * depth changed (the store keeps unchanged levels as the same objects); a figure is formatted again only
 * when it changed; the depth bar is a transform (no layout); one click handler per side reads the row's data
 * attributes.
 * The arithmetic is on decimal strings (decimal-string.ts), never floats, except the bars' widths. Before the socket's
 * book is there (and while it resyncs) the public order book's snapshot stands in.
 */
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../generated/api/model/market.zod';
import { getPublicOrderBook } from '../../../generated/api/markets/markets';
import { formatDecimal } from '../../lib/format/number-format';
import { fractionDigits, scaledBigInt } from '../../lib/market-data/decimal-string';
import { useOnScreenFrames } from '../../lib/market-data/on-screen-frames';
import { useOrderBook } from '../../lib/market-data/use-order-book';
import { ORDER_BOOK_DEPTH, type OrderBookLevel, type OrderBookStatus } from '../../lib/market-data/order-book-store';
import { throttledFrames } from './book-frames';
import { BOOK_ROW_PX, INITIAL_ROWS, OVERSCAN_ROWS } from './book-rows';
import type { BookPick } from './order-book-panel';

type Side = 'ask' | 'bid';

/**
 * The public order book (spec section 7, 3 s timeout, the contract's x-timeout-ms): the whole book the socket has not
 * sent yet, on the book's first paint and after a resync, until the socket's full reload replaces it. Unannounced:
 * a failure only means the socket's book comes alone.
 */
const restBook = (market: string, signal: AbortSignal) =>
  getPublicOrderBook(market, { limit: ORDER_BOOK_DEPTH, level: 0 }, { signal, suppressNotification: true });

/** ask − bid, exactly, with `decimals` places (half up, as the prices have at most that many anyway). */
export function spreadOf(ask: string, bid: string, decimals: number): string {
  const scale = Math.max(fractionDigits(ask), fractionDigits(bid), decimals);
  let diff = scaledBigInt(ask, scale) - scaledBigInt(bid, scale);
  const negative = diff < 0n;
  if (negative) diff = -diff;
  if (scale > decimals) {
    const unit = 10n ** BigInt(scale - decimals);
    diff = (diff + unit / 2n) / unit;
  }
  let digits = diff.toString().padStart(decimals + 1, '0');
  if (decimals > 0) digits = `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return negative && diff !== 0n ? `-${digits}` : digits;
}

export interface OrderBookBodyProps {
  market: Market | undefined;
  engineName: string;
  /** The grouping step chosen (its decimals are the prices'). */
  step: string;
  /** True when the step is the market's own tick: the book as the server sends it, not regrouped. */
  ungrouped: boolean;
  onPick: (pick: BookPick) => void;
  /** The book's status (the panel shows it as data-status). */
  onStatus: (status: OrderBookStatus) => void;
  /** The panel: off screen, the book is not drawn again (on-screen-frames.ts). */
  panel: RefObject<HTMLElement | null>;
}

/** The sides and the spread between them; the panel around draws the header and the columns. */
export function OrderBookBody({ market, engineName, step, ungrouped, onPick, onStatus, panel }: OrderBookBodyProps) {
  const { t, i18n } = useTranslation('trade');
  const scheduler = useOnScreenFrames(panel, () => throttledFrames());
  const [rowsNeeded, setRowsNeeded] = useState<Record<Side, number>>({ ask: INITIAL_ROWS, bid: INITIAL_ROWS });
  const onRowsNeeded = useCallback(
    (side: Side, rows: number) => setRowsNeeded((now) => (now[side] === rows ? now : { ...now, [side]: rows })),
    [],
  );
  const book = useOrderBook(engineName, ungrouped ? null : step, {
    scheduler,
    visibleDepth: Math.max(rowsNeeded.ask, rowsNeeded.bid),
    snapshot: restBook,
  });
  // Before paint, so the status and the rows it stands for are drawn in the same frame.
  useLayoutEffect(() => onStatus(book.status), [book.status, onStatus]);
  const hasRows = book.asks.length > 0 || book.bids.length > 0;
  useEffect(() => {
    if (hasRows) scheduler.markDrawn();
  }, [hasRows, scheduler]);
  // The deepest cumulative total drawn on either side: the full width of a depth bar (display only).
  const maxTotal = Math.max(Number(book.asks.at(-1)?.total ?? 0), Number(book.bids.at(-1)?.total ?? 0));
  const decimals = fractionDigits(step);
  const spread = book.asks[0] && book.bids[0] ? spreadOf(book.asks[0].price, book.bids[0].price, decimals) : undefined;
  const amountDecimals = market?.stockPrec ?? 6;
  const pick = (event: MouseEvent<HTMLOListElement>) => {
    const button = (event.target as Element).closest<HTMLElement>('button[data-pick]');
    const price = button?.closest<HTMLElement>('li')?.dataset.price;
    if (!button || !price) return;
    onPick(button.dataset.pick === 'amount' ? { price, amount: button.dataset.amount } : { price });
  };
  const sideProps = { priceDecimals: decimals, amountDecimals, lng: i18n.language, maxTotal, onClick: pick, onRowsNeeded };
  return (
    <>
      <BookSide side="ask" levels={book.asks} count={book.asksCount} label={t('book.asks')} {...sideProps} />
      <div className="order-book__spread">
        {spread !== undefined ? (
          t('book.spread', { value: spread })
        ) : (
          <span role="status">{book.status === 'empty' ? t('book.loading') : t('book.resyncing')}</span>
        )}
      </div>
      <BookSide side="bid" levels={book.bids} count={book.bidsCount} label={t('book.bids')} {...sideProps} />
    </>
  );
}

function BookSide({
  side,
  levels,
  count,
  maxTotal,
  priceDecimals,
  amountDecimals,
  lng,
  label,
  onClick,
  onRowsNeeded,
}: {
  side: Side;
  /** The levels drawn: the best ones, as many as the scroller shows. */
  levels: readonly OrderBookLevel[];
  /** Levels in the side, drawn or not: the rest is a spacer of their height. */
  count: number;
  maxTotal: number;
  priceDecimals: number;
  amountDecimals: number;
  lng: string;
  label: string;
  onClick: (event: MouseEvent<HTMLOListElement>) => void;
  onRowsNeeded: (side: Side, rows: number) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  const focused = useKeptFocus(list);
  // Rows from the best level to the scroller's far visible edge (asks scroll up: a negative scrollTop).
  const measure = useCallback(() => {
    const el = list.current;
    if (el) onRowsNeeded(side, Math.ceil((Math.abs(el.scrollTop) + el.clientHeight) / BOOK_ROW_PX) + OVERSCAN_ROWS);
  }, [side, onRowsNeeded]);
  useLayoutEffect(() => {
    measure();
    if (typeof ResizeObserver !== 'function' || !list.current) return;
    const observer = new ResizeObserver(measure);
    observer.observe(list.current);
    return () => observer.disconnect();
  }, [measure]);
  // Asks are laid out bottom-up (CSS column-reverse): the best (lowest) next to the spread.
  return (
    // The buttons inside take the clicks and the keys; the list only hears them bubble up.
    <ol
      ref={list}
      className={`order-book__side order-book__side--${side}`}
      aria-label={label}
      data-testid={`book-${side}s`}
      onClick={onClick}
      onKeyDown={(event) => moveInBook(event, side)}
      onFocus={focused.onFocus}
      onBlur={focused.onBlur}
      onScroll={measure}
    >
      {levels.map((level, index) => (
        <BookRow
          key={level.price}
          level={level}
          tabStop={index === 0}
          depth={maxTotal > 0 ? Math.round((Number(level.total) / maxTotal) * 1000) / 1000 : 0}
          priceClass={side === 'ask' ? 'down' : 'up'}
          priceDecimals={priceDecimals}
          amountDecimals={amountDecimals}
          lng={lng}
        />
      ))}
      {count > levels.length && (
        <li className="order-book__rest" aria-hidden="true" style={{ height: (count - levels.length) * BOOK_ROW_PX }} />
      )}
    </ol>
  );
}

/** A side's level rows (not its spacer), best first. */
function levelRows(list: Element): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>(':scope > li[data-price]')];
}

/**
 * A live book removes levels while a keyboard user stands on one: when the focused level leaves the book, the
 * focus moves to the level now at its place instead of falling back to the page.
 */
function useKeptFocus(list: { current: HTMLOListElement | null }) {
  const kept = useRef<{ cell: HTMLElement; row: number; pick: string } | null>(null);
  useLayoutEffect(() => {
    const at = kept.current;
    const active = document.activeElement;
    if (!at || at.cell.isConnected || (active && active !== document.body) || !list.current) return;
    const rows = levelRows(list.current);
    rows[Math.min(at.row, rows.length - 1)]?.querySelector<HTMLElement>(`button[data-pick="${at.pick}"]`)?.focus();
  });
  return {
    onFocus(event: FocusEvent<HTMLOListElement>) {
      const cell = (event.target as Element).closest<HTMLElement>('button[data-pick]');
      const row = cell?.closest('li');
      kept.current = cell && row ? { cell, row: levelRows(event.currentTarget).indexOf(row), pick: cell.dataset.pick ?? 'price' } : null;
    },
    onBlur(event: FocusEvent<HTMLOListElement>) {
      // Focus moved on (to another element, or the user clicked elsewhere): nothing to keep. A removed level keeps it.
      if (event.relatedTarget || (event.target as Element).isConnected) kept.current = null;
    },
  };
}

/**
 * A side is one tab stop (its best price); the arrows move between levels (up and down as drawn) and between
 * a level's price and amount, Home and End to the best and the deepest level drawn (focusing it scrolls the
 * side, which draws the next ones).
 */
function moveInBook(event: KeyboardEvent<HTMLOListElement>, side: Side) {
  const cell = (event.target as Element).closest<HTMLElement>('button[data-pick]');
  if (!cell) return;
  const rows = levelRows(event.currentTarget);
  const at = rows.indexOf(cell.closest('li')!);
  const down = side === 'ask' ? -1 : 1; // asks are drawn bottom-up
  let row = at;
  let pick = cell.dataset.pick;
  if (event.key === 'ArrowDown') row = at + down;
  else if (event.key === 'ArrowUp') row = at - down;
  else if (event.key === 'ArrowLeft') pick = 'price';
  else if (event.key === 'ArrowRight') pick = 'amount';
  else if (event.key === 'Home') row = 0;
  else if (event.key === 'End') row = rows.length - 1;
  else return;
  event.preventDefault();
  rows[Math.max(0, Math.min(rows.length - 1, row))]?.querySelector<HTMLElement>(`button[data-pick="${pick}"]`)?.focus();
}

/**
 * One level. Its depth bar is a transform of a leaf element (no layout, no restyling of the row); each figure
 * is formatted again only when it changed.
 */
const BookRow = memo(function BookRow({
  level,
  tabStop,
  depth,
  priceClass,
  priceDecimals,
  amountDecimals,
  lng,
}: {
  level: OrderBookLevel;
  /** The side's tab stop: its best level's price. */
  tabStop: boolean;
  depth: number;
  priceClass: string;
  priceDecimals: number;
  amountDecimals: number;
  lng: string;
}) {
  return (
    <li className="order-book__row" data-price={level.price}>
      <span className="order-book__depth" style={{ transform: `scaleX(${depth})` }} />
      <button type="button" className={`order-book__price ${priceClass}`} data-pick="price" tabIndex={tabStop ? 0 : -1}>
        <Figure value={level.price} lng={lng} min={priceDecimals} max={priceDecimals} />
      </button>
      <button type="button" className="order-book__amount" data-pick="amount" data-amount={level.amount} tabIndex={-1}>
        <Figure value={level.amount} lng={lng} min={0} max={amountDecimals} />
      </button>
      <span className="order-book__total">
        <Figure value={level.total} lng={lng} min={0} max={amountDecimals} />
      </span>
    </li>
  );
});

const Figure = memo(function Figure({ value, lng, min, max }: { value: string; lng: string; min: number; max: number }) {
  return formatDecimal(value, lng, { min, max });
});
