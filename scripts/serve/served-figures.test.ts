import { describe, expect, it } from 'vitest';
import { MarketListResponse } from '../../generated/api/model/marketListResponse.zod';
import { formatCompact, formatDecimal, formatPercent } from '../../src/lib/format/number-format';
import { createMockBackend } from './mock-backend';
import { SERVED_PATH, servedPair, withServedFigures } from './served-figures';

const SHELL =
  '<html lang="tr"><body><div id="page-shell"><div class="trade-page" data-kind="spot" data-served-pair="BTC-USDT">' +
  '<dl><dd class="trade-header__last" data-served="last">&nbsp;</dd><dd data-served="change">&nbsp;</dd><dd data-served="high">&nbsp;</dd>' +
  '<dd data-served="low">&nbsp;</dd><dd data-served="baseVolume">&nbsp;</dd><dd data-served="quoteVolume">&nbsp;</dd></dl></div></div><div id="root"></div></body></html>';

describe('withServedFigures', () => {
  it("fills the figures in the page's language as the app's header formats them, and puts the answer in the page", async () => {
    const backend = createMockBackend();
    const body: unknown = await (await backend.get(SERVED_PATH, undefined)).json();
    backend.close();
    const market = MarketListResponse.parse(body).data.find((m) => m.market === 'BTC-USDT')!;
    const html = withServedFigures(SHELL, 'tr', body, 1_000);
    const price = (value: string) => formatDecimal(value, 'tr', { min: market.moneyPrec, max: market.moneyPrec });
    const trend = market.change.startsWith('-') ? 'down' : 'up';
    expect(html).toContain(
      `<dd class="trade-header__last ${trend}">${price(market.lastPrice)}</dd><dd class="${trend}">${formatPercent(market.change, 'tr')}</dd>` +
        `<dd>${price(market.high)}</dd><dd>${price(market.low)}</dd><dd>${formatCompact(market.baseVolume, 'tr')}</dd>` +
        `<dd>${formatCompact(market.quoteVolume, 'tr')}</dd>`,
    );
    const served = /<script type="application\/json" id="served-data">(.*?)<\/script><div id="root">/.exec(html)?.[1];
    expect(JSON.parse(served!)).toEqual({ listTradeMarkets: { at: 1_000, body } });
  });

  it('leaves the shell as it is for an answer it cannot read or without the pair, and knows a page that is no trade shell', () => {
    expect(withServedFigures(SHELL, 'en', { data: 'x' }, 1)).toBe(SHELL);
    expect(withServedFigures(SHELL, 'en', { data: [] }, 1)).toBe(SHELL);
    expect(servedPair(SHELL)).toBe('BTC-USDT');
    expect(servedPair('<div id="page-shell"><section class="page"></section></div>')).toBeUndefined();
  });
});
