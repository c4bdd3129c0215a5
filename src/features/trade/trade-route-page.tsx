/**
 * /trade/:pair: the trading screen for spot, margin and futures. The market header, the order book, the
 * chart, the recent trades, the order form and the trader's own data, all live. The last pair is
 * remembered for the bare /trade route and for after login.
 *
 * What paints first is the screen's frame: the header with the markets list's figures, and the panels with their
 * headers, the book's and the trades' empty as they are until the socket's first data. What fills them (the live
 * book, trades and figures, whose data comes from the socket after that paint anyway, the order form, the chart
 * and the trader's own data under the fold) loads as chunks of its own after the first paint, in place-holders of
 * their final size (AfterPaint).
 */
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { lazy, startTransition, Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../lib/i18n/i18n';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { rememberTradePair } from '../../lib/routing/last-pair';
import { AfterPaint } from '../../lib/loading/after-first-paint';
import { whenTradeSocket } from '../../lib/socket/socket-client';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { ChartPanel } from './chart-panel';
import { MarketHeader } from './market-header';
import { MarketSelector } from './market-selector';
import { OrderBookPanel, type BookPick } from './order-book-panel';
import { PANEL_NAMESPACES } from './panel-namespaces';
import { RecentTradesPanel } from './recent-trades-panel';
import { useMarketFigures } from './use-market-statistics';
import { useTradeMarket, type TradeKind } from './use-trade-market';
import type { Market } from '../../../generated/api/model/market.zod';
import { AppLink } from '../../ui/app-link';

const MarketFiguresFeed = lazy(() => import('./market-figures-feed').then((module) => ({ default: module.MarketFiguresFeed })));
/**
 * A panel's code and its texts (trade-panels, and forms for the amount fields) asked for together: the panel shows
 * once, when both are there. The forms texts come with the panels rather than the page: nothing of the first paint
 * uses them.
 */
const withPanelTexts = <T,>(load: Promise<T>): Promise<T> =>
  Promise.all([load, i18next.loadNamespaces([PANEL_NAMESPACES[0], 'forms'])]).then(([module]) => module);
const AccountPanels = lazy(() => withPanelTexts(import('./account-panels')).then((module) => ({ default: module.AccountPanels })));
const OrderForm = lazy(() => withPanelTexts(import('./order-form')).then((module) => ({ default: module.OrderForm })));
const GridBotPanel = lazy(() => import('./grid-bot-panel').then((module) => ({ default: module.GridBotPanel })));

function AccountPanelsPlaceholder() {
  const { t } = useTranslation('trade');
  return <section className="panel account-panels account-panels--loading" aria-label={t('account.title')} aria-busy="true" />;
}

/** The order panel's place while its chunk comes: the same box, so nothing moves when the form arrives. */
function OrderFormPlaceholder() {
  const { t } = useTranslation('trade');
  return <section className="panel order-form order-form--loading" aria-label={t('form.title')} aria-busy="true" />;
}

export default function TradeRoutePage() {
  const { pair = 'BTC-USDT' } = useParams({ strict: false }) as { pair?: string };
  const search = useSearch({ strict: false }) as { type?: string };
  // Another market is a fresh screen (its form, book and chart start empty), on the same socket connection: the
  // new screen's subscriptions replace the old market's on the server.
  return <TradeScreen key={`${pair}:${search.type ?? ''}`} pair={pair} type={search.type} />;
}

function TradeScreen({ pair, type }: { pair: string; type: string | undefined }) {
  const { t } = useTranslation('trade');
  const search = { type };
  const { prefix } = useLocalizedPath();
  const navigate = useNavigate();
  const trade = useTradeMarket(pair, search.type);
  const [picked, setPicked] = useState<(BookPick & { at: number }) | undefined>();

  // The page's first draw with its market is a transition, rendered in slices between frames: the query's answer is
  // a synchronous update, and the whole page drawn in it was one task of 400 ms on a slow phone (issue 18). The mount
  // draws the loading state only and the page follows in a transition: with the markets list already there (served
  // with the page, or cached) the mount itself would otherwise draw the whole page in one task.
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  const shown = useDeferredValue(mounted ? trade.market : undefined);
  // The live panels subscribe only once their chunks are in, after the page's first paint with its market: asked for
  // once that draw is committed, the socket's code (which waits for its paint) loads alongside them, not before it.
  const known = shown !== undefined;
  useEffect(() => {
    if (known) whenTradeSocket().catch(() => undefined);
  }, [known]);

  useEffect(() => {
    if (trade.market) rememberTradePair(pair);
    // With a market, the live header writes the title (its last price in front).
    else document.title = t('pageTitle');
  }, [pair, trade.market, t]);

  if (trade.isPending || (trade.market && !shown)) return <QueryLoading />;
  if (trade.error) return <QueryError error={trade.error} onRetry={trade.refetch} />;
  if (!trade.market || !shown) {
    return (
      <section className="page">
        <h1>{t('unknownMarket.title', { pair })}</h1>
        <p>
          <AppLink to="/markets">{t('unknownMarket.link')}</AppLink>
        </p>
      </section>
    );
  }
  const market = shown;
  // Inside the app: the socket stays open and moves its market channels to the new pair.
  const go = (next: string, kind: TradeKind = trade.kind) =>
    void navigate({ href: `${prefix}/trade/${next}${kind === 'margin' ? '?type=margin' : ''}` });
  const kinds: TradeKind[] = market.type === 'futures' ? ['futures'] : market.isMargin ? ['spot', 'margin'] : ['spot'];

  return (
    <div className="trade-page" data-kind={trade.kind}>
      <h1 className="visually-hidden">{t('heading', { pair: pair.replace('-', '/'), kind: t(`kinds.${trade.kind}`) })}</h1>
      <LiveMarketHeader market={market} engineName={trade.engineName} pair={pair}>
        <MarketSelector markets={trade.markets} current={pair} kind={trade.kind} onSelect={(next) => go(next)} />
        <nav className="segmented trade-kinds" aria-label={t('kinds.label')}>
          {kinds.map((k) => (
            <AppLink
              key={k}
              to={`/trade/${pair}${k === 'margin' ? '?type=margin' : ''}`}
              aria-current={k === trade.kind ? 'page' : undefined}
              className={k === trade.kind ? 'is-active' : undefined}
            >
              {t(`kinds.${k}`)}
            </AppLink>
          ))}
          {market.type !== 'futures' && (
            <AppLink to={`/trade/${market.stock}-PERP`} className="trade-kinds__futures">
              {t('kinds.futures')}
            </AppLink>
          )}
        </nav>
      </LiveMarketHeader>
      <div className="trade-grid">
        <OrderBookPanel market={market} engineName={trade.engineName} onPick={(p) => setPicked({ ...p, at: Date.now() })} />
        <ChartPanel engineName={trade.engineName} pair={pair} priceHint={market.lastPrice} />
        {/* The order form (and its form library) follows the page's first paint within a frame or two. */}
        <AfterPaint key={`${pair}-${trade.kind}`} placeholder={<OrderFormPlaceholder />}>
          <OrderForm market={market} kind={trade.kind} picked={picked} />
        </AfterPaint>
        <RecentTradesPanel market={market} engineName={trade.engineName} />
      </div>
      {trade.kind === 'spot' && <GridBotSection market={market} pair={pair} />}
      {/* The trader's orders, positions and balances. */}
      <AfterPaint placeholder={<AccountPanelsPlaceholder />}>
        <AccountPanels market={market} pair={pair} engineName={trade.engineName} kind={trade.kind} />
      </AfterPaint>
    </div>
  );
}

/** The grid bot panel beside the order form: its title opens it, and only then is its chunk asked for. */
function GridBotSection({ market, pair }: { market: Market; pair: string }) {
  const { t } = useTranslation('trade');
  const [open, setOpen] = useState(false);
  return (
    <section className="panel grid-bot" aria-labelledby="grid-bot-title" data-testid="grid-bot-panel">
      <h2 id="grid-bot-title" className="grid-bot__title">
        <button
          type="button"
          className="button button--link"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          data-testid="grid-bot-open"
        >
          {t('grid.title')}
        </button>
      </h2>
      {open && (
        <Suspense fallback={<QueryLoading />}>
          <GridBotPanel market={market} pair={pair} />
        </Suspense>
      )}
    </section>
  );
}

/**
 * The header with the market's live figures (those of the markets list until the feed's chunk is in) and the
 * page title with the last price. The figures' state lives here, not in the page: an update redraws the header
 * alone, not the book, the chart, the order form and the account panels around it.
 */
function LiveMarketHeader({
  market,
  engineName,
  pair,
  children,
}: {
  market: Market;
  engineName: string;
  pair: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('trade');
  const { figures, feed } = useMarketFigures(engineName, market);
  useEffect(() => {
    document.title = figures ? `${figures.last} ${pair.replace('-', '/')} | ${t('pageTitle')}` : t('pageTitle');
  }, [pair, figures, t]);
  return (
    <>
      <MarketHeader market={market} figures={figures}>
        {children}
      </MarketHeader>
      <AfterPaint placeholder={null}>
        <MarketFiguresFeed engineName={engineName} onFigures={feed} />
      </AfterPaint>
    </>
  );
}
