/**
 * The history tabs' filters and failures (issue 23): a period, a market and a side go to the server with the request
 * (which filters before it pages), a reversed period is said and not sent, and a failed list says the catalogue's
 * code of its tab (2408 for the deals call; 2402 for the withdrawals tab, whose call deposits share).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListTradeMarketsMockHandler } from '../../../generated/api/markets/markets.msw';
import type { Market } from '../../../generated/api/model/market.zod';
import { mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { BTC_USDT } from '../../testing/markets';
import { renderScreen } from '../../testing/render';
import { serverConfigHandler } from '../../testing/server-config';
import { FundsHistoryScreen } from './funds-history-screen';
import { OrderHistoryScreen } from './order-history-screen';

const at = (path: string, children: React.ReactNode) => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>{children}</RouteEntryContext.Provider>
);

/** A spot market like BTC_USDT: the generated list is random (one to ten markets, spot or futures), so the picker is given two. */
const spot = (name: string): Market => {
  const [stock = '', money = ''] = name.split('-');
  return { ...BTC_USDT, market: name, tradeMarketName: name.replace('-', '_'), stock, money };
};

describe('history filters', () => {
  it('sends the period, market and side with the deals request and shows its page with the exact amounts', async () => {
    const asked: URLSearchParams[] = [];
    mockServer.use(
      serverConfigHandler(),
      getListTradeMarketsMockHandler({ data: [spot('BTC-USDT'), spot('ETH-USDT')] }),
      http.get('*/v2/trade/spot/deals/history', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          data: [
            {
              id: 100231,
              orderId: 41,
              market: 'BTC-USDT',
              side: 2,
              role: 2,
              price: '50000',
              amount: '0.002',
              total: '100',
              fee: '0.000002',
              feeAsset: 'BTC',
              time: 1795082460,
            },
          ],
          pagination: { limit: 50, offset: 0, total: 1 },
        });
      }),
    );
    await renderScreen(at('/history/trade/deals', <OrderHistoryScreen kind="spot" dealsOnly />));
    expect(await screen.findByTestId('deal-history-row')).toBeTruthy();
    expect(screen.getAllByTestId('deal-history-row')[0]!.querySelector('[data-value="100"]')?.textContent).toContain('100');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-20' } });
    // The markets come from their own call: wait for them before choosing one (a busy machine answers it later).
    const select = screen.getByLabelText('Market') as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
    const market = select.options[1]!.value;
    fireEvent.change(screen.getByLabelText('Market'), { target: { value: market } });
    fireEvent.change(screen.getByLabelText('Side'), { target: { value: '2' } });
    await waitFor(() => {
      const last = asked.at(-1)!;
      expect(Object.fromEntries(last)).toMatchObject({
        from: String(Date.UTC(2026, 10, 1) / 1000),
        to: String(Date.UTC(2026, 10, 21) / 1000 - 1),
        market,
        side: '2',
        offset: '0',
      });
    });

    const sent = asked.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-25' } });
    expect(await screen.findByText('The end must not be before the start.')).toBeTruthy();
    // A reversed period is not sent: the request goes without it.
    await waitFor(() => expect(asked.length).toBeGreaterThan(sent));
    expect(asked.at(-1)!.has('from')).toBe(false);
  });

  it("says the deals tab's catalogue code when its call fails", async () => {
    mockServer.use(
      serverConfigHandler(),
      getListTradeMarketsMockHandler({ data: [spot('BTC-USDT'), spot('ETH-USDT')] }),
      http.get('*/v2/trade/spot/deals/history', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    await renderScreen(at('/history/trade/deals', <OrderHistoryScreen kind="spot" dealsOnly />));
    const code = await screen.findByTestId('query-error-code', {}, { timeout: 10_000 });
    expect(code.textContent).toBe("Couldn't load your trade history (2408)");
  });

  it('says 2402 on the withdrawals tab, whose call the deposits tab shares (2401)', async () => {
    mockServer.use(
      serverConfigHandler(),
      http.get('*/v2/profile/history', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    await renderScreen(at('/history/main/withdrawals', <FundsHistoryScreen kind="withdrawals" />));
    expect((await screen.findByTestId('query-error-code', {}, { timeout: 10_000 })).textContent).toBe(
      "Couldn't load the withdrawal history (2402)",
    );
  });
});
