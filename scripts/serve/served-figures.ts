/**
 * The trade page's figures in its HTML (issue 18). The default market's page shell (scripts/prerender/page-shells.ts)
 * has its header's values empty, their places named (`data-served="last"`, ...) and its pair on `.trade-page`
 * (`data-served-pair`). With the exchange behind it, the server fills them in per request from the markets list,
 * formatted as the app's header formats them (src/features/trade/header-figures.ts, used by both), and puts that answer in the page (src/lib/loading/served-data.ts), so the app's first draw shows the same
 * figures without a call. The last price is then painted from the HTML: the page's largest paint no longer waits for
 * the script, the page's chunks and the markets call one after another.
 */
import { MarketListResponse } from '../../generated/api/model/marketListResponse.zod';
import type { Market } from '../../generated/api/model/market.zod';
import { headerFigureTexts, isDown } from '../../src/features/trade/header-figures';
import { figuresFromMarket } from '../../src/features/trade/use-market-statistics';
import { SERVED_DATA_ID } from '../../src/lib/loading/served-data';
import { escapeHtml, type ServedFigure } from '../prerender/page-shells';

/** The markets list's operation (contracts/openapi/paths/trade.yaml): the key of its answer in the page. */
export const SERVED_OPERATION = 'listTradeMarkets';
/** Its path, as the server asks its backend. */
export const SERVED_PATH = '/v2/trade/markets';

const PAIR = /<div class="trade-page"[^>]* data-served-pair="([A-Z0-9-]+)"/;
const PLACE = /<dd(?: class="([^"]*)")? data-served="(\w+)">&nbsp;<\/dd>/g;

/** The pair of a trade page shell; undefined for any other page. */
export function servedPair(html: string): string | undefined {
  return PAIR.exec(html)?.[1];
}

/** The figures of `market` as the app's header shows them, and the class of each value (the up or down colour). */
function figuresOf(market: Market, locale: string): Record<ServedFigure, { text: string; className?: string }> {
  const figures = figuresFromMarket(market);
  const texts = headerFigureTexts(figures, market.moneyPrec, locale);
  const trend = isDown(figures) ? 'down' : 'up';
  return {
    last: { text: texts.last, className: trend },
    change: { text: texts.change, className: trend },
    high: { text: texts.high },
    low: { text: texts.low },
    baseVolume: { text: texts.baseVolume },
    quoteVolume: { text: texts.quoteVolume },
  };
}

/**
 * The shell with its figures and the markets list's answer (`body`, made at `at` ms), or the shell unchanged when the
 * answer is not a valid markets list or has no such market (the app then calls as usual).
 */
export function withServedFigures(html: string, locale: string, body: unknown, at: number): string {
  const pair = servedPair(html);
  const parsed = MarketListResponse.safeParse(body);
  const market = parsed.success ? parsed.data.data.find((m) => m.market === pair) : undefined;
  if (!market) return html;
  const figures = figuresOf(market, locale);
  const filled = html.replace(PLACE, (place, className: string | undefined, key: string) => {
    const figure = figures[key as ServedFigure];
    if (!figure) return place;
    const classes = [className, figure.className].filter(Boolean).join(' ');
    return `<dd${classes ? ` class="${classes}"` : ''}>${escapeHtml(figure.text)}</dd>`;
  });
  // A data block (never run, so the page's script policy does not apply); `<` escaped so no text in it ends the element.
  const json = JSON.stringify({ [SERVED_OPERATION]: { at, body } }).replace(/</g, '\\u003c');
  return filled.replace(
    '<div id="root"></div>',
    `<script type="application/json" id="${SERVED_DATA_ID}">${json}</script><div id="root"></div>`,
  );
}
