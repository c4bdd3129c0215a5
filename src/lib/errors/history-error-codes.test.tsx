/**
 * Issue 23: every failure code of 2400-2418 (history and exports) shows its message (src/testing/failure-codes.tsx),
 * and each of them through its call on its tab: the tab's list call (the one the catalogue names under the code,
 * or under the code for that screen where one call serves two tabs: shownBy) answers 500 with the code, and the tab
 * says the code's message and the code in place, in en and in tr. The exports' code (2418) is said by the exports page
 * whose options could not load; its other calls (the list, a request, the download) are toasted with it.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListTradeMarketsMockHandler } from '../../../generated/api/markets/markets.msw';
import { ErrorCode, failedToCodeOfCall } from '../../../generated/errors/error-codes';
import { mockServer } from '../../../mocks/node';
import HistoryPage from '../../features/history/history-page';
import { describeFailureCodes, messageIn, spyOnErrorToasts, toastTitle } from '../../testing/failure-codes';
import { BTC_USDT } from '../../testing/markets';
import { renderScreen } from '../../testing/render';
import { i18next } from '../i18n/i18n';
import { RouteEntryContext } from '../routing/route-entry-context';
import { ROUTES } from '../routing/route-table';
import { session } from '../session/session-store';

describeFailureCodes('the history and export failure codes (2400-2418)', [[2400, 2418]], mockServer);

/** A tab, the call its list makes (as the contract writes it) and the code the tab reports when it fails. */
const TABS: readonly (readonly [code: number, route: string, method: 'GET', call: string, url?: string])[] = [
  [2400, '/history/main/codes', 'GET', '/v2/codes/history'],
  [2401, '/history/main/deposits', 'GET', '/v2/profile/history'],
  [2402, '/history/main/withdrawals', 'GET', '/v2/profile/history'],
  [2403, '/history/main/transfers', 'GET', '/v2/balances/transfer/history'],
  [2404, '/history/main/launchpad', 'GET', '/v2/launchpad/history'],
  [2405, '/history/main/investments', 'GET', '/v2/smart/fixed-plans/history'],
  [2406, '/history/main/investments-flexible', 'GET', '/v2/smart/flex-plans/investments/history'],
  [
    2406,
    '/history/main/investments-flexible/:slug',
    'GET',
    '/v2/smart/flex-plans/investments/history',
    '/history/main/investments-flexible/USDT',
  ],
  [2407, '/history/main/mining-rewards', 'GET', '/v2/mining-pool/rewards'],
  [2408, '/history/trade/deals', 'GET', '/v2/trade/spot/deals/history'],
  [2409, '/history/trade/orders', 'GET', '/v2/trade/spot/orders/history'],
  [2410, '/history/trade/convert', 'GET', '/v2/convert/history'],
  [2411, '/history/trade/auto-invest', 'GET', '/v2/smart/auto-invest/executions'],
  [2412, '/history/collateral/borrow', 'GET', '/v2/crypto-borrow/history'],
  [2413, '/history/collateral/orders', 'GET', '/v2/collateral/orders/history'],
  [2414, '/history/collateral/bonuses', 'GET', '/v2/bonuses'],
  [2415, '/history/collateral/funding', 'GET', '/v2/collateral/funding/user-history/{m}'],
  [2416, '/history/collateral/positions', 'GET', '/v2/collateral/positions/history'],
  [2417, '/history/collateral/institutional-loan', 'GET', '/v2/institutional-loan/requests'],
  [2418, '/history/exports', 'GET', '/v2/export/settings'],
];

const BTC_PERP = { ...BTC_USDT, market: 'BTC-PERP', tradeMarketName: 'BTC_PERP', money: 'PERP', type: 'futures' as const, isMargin: false };

describe('each history tab says its code when its call fails', () => {
  spyOnErrorToasts(mockServer);

  it('covers every code of the range, each by the call the catalogue names for its tab', () => {
    const range = (Object.values(ErrorCode) as (number | string)[]).filter(
      (c): c is number => typeof c === 'number' && c >= 2400 && c <= 2418,
    );
    expect(range.filter((c) => !TABS.some(([code]) => code === c))).toEqual([]);
    for (const [code, route, method, call] of TABS) expect(failedToCodeOfCall(method, call, route), `${route} ${call}`).toBe(code);
  });

  it.each(TABS.map((tab) => [tab[0], tab[1], tab] as const))('%i on %s, in en and tr', async (code, route, tab) => {
    const [, , method, call, url] = tab;
    session.markLoggedIn({ permissions: {} });
    try {
      for (const locale of ['en', 'tr'] as const) {
        cleanup();
        // msw asks the handlers given first before the rest: the failing call before the markets the tabs read.
        mockServer.use(
          http[method.toLowerCase() as 'get'](`*${call.replace(/\{[^}]*\}/g, ':param')}`, () =>
            HttpResponse.json({ code, message: 'The server failed.' }, { status: 500 }),
          ),
          getListTradeMarketsMockHandler({ data: [BTC_USDT, BTC_PERP] }),
        );
        await renderScreen(
          <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === route)}>
            <HistoryPage />
          </RouteEntryContext.Provider>,
          { locale, ...(url ? { path: url } : {}) },
        );
        const said = toastTitle(messageIn(locale, code)!, code);
        await waitFor(
          () =>
            expect(
              screen
                .queryAllByTestId('query-error')
                .map((e) => e.textContent)
                .join(' '),
              `${code} (${locale})`,
            ).toContain(said),
          { timeout: 10_000 },
        );
      }
    } finally {
      session.clear();
      await i18next.changeLanguage('en');
    }
  });
});
