/**
 * The Grid bots tab of the account panels, where every bot is managed (spec section 2 gives bots no route): the bots
 * of every market by default, each in its own market's precision, and a market filter that asks for one market's.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getListTradeMarketsMockHandler } from '../../../generated/api/markets/markets.msw';
import type { GridBot } from '../../../generated/api/model/gridBot.zod';
import { mockServer } from '../../../mocks/node';
import { session } from '../../lib/session/session-store';
import { BTC_USDT } from '../../testing/markets';
import { renderScreen } from '../../testing/render';
import { GridBotList } from './grid-bot-list';

beforeAll(() => session.markLoggedIn({ permissions: {} }));
afterAll(() => session.clear());

const ETH_BTC = { ...BTC_USDT, market: 'ETH-BTC', tradeMarketName: 'ETH_BTC', stock: 'ETH', money: 'BTC', moneyPrec: 6, isMargin: false };
const BTC_PERP = { ...BTC_USDT, market: 'BTC-PERP', tradeMarketName: 'BTC_PERP', type: 'futures' as const };
const bot = (over: Partial<GridBot>): GridBot => ({
  extGridId: '7b0c8a52-4d7e-4b3f-9c1a-2f5e6d7c8b9a',
  market: 'BTC-USDT',
  marketType: 0,
  smartGrid: false,
  lowerPrice: '92000',
  upperPrice: '102000',
  gridCount: 4,
  gridType: 'arithmetic',
  investment: '1000',
  profit: '0',
  status: 'active',
  createdAt: 1795046400,
  ...over,
});
const BOTS = [
  bot({}),
  bot({
    extGridId: '1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    market: 'ETH-BTC',
    lowerPrice: '0.034125',
    upperPrice: '0.036875',
    investment: '0.5',
  }),
];

describe('GridBotList', () => {
  it('lists the bots of every market by default, and one market once the filter names it', async () => {
    const asked: (string | null)[] = [];
    mockServer.use(
      getListTradeMarketsMockHandler({ data: [BTC_USDT, ETH_BTC, BTC_PERP] }),
      http.get('*/v2/trade/grid/list', ({ request }) => {
        const market = new URL(request.url).searchParams.get('market');
        asked.push(market);
        return HttpResponse.json({ data: BOTS.filter((b) => !market || b.market === market) });
      }),
    );
    await renderScreen(<GridBotList market={BTC_USDT} pair="BTC-USDT" marketType={0} />);
    await waitFor(() => expect(screen.getAllByTestId('grid-bot-row')).toHaveLength(2));
    expect(asked[0]).toBeNull();
    const eth = screen.getAllByTestId('grid-bot-row')[1]!;
    // ETH-BTC's prices in its own precision (6 places), not BTC-USDT's 2.
    expect(within(eth).getAllByRole('cell')[2]!.textContent).toBe('0.034125 – 0.036875');
    const filter = screen.getByRole('combobox', { name: 'Market' });
    // The spot markets (futures are not spot bots), every market first.
    expect([...(filter as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Every market', 'BTC/USDT', 'ETH/BTC']);
    await userEvent.selectOptions(filter, 'ETH-BTC');
    await waitFor(() => expect(screen.getAllByTestId('grid-bot-row')).toHaveLength(1));
    expect(screen.getByTestId('grid-bot-row').getAttribute('data-bot-id')).toBe(BOTS[1]!.extGridId);
    expect(asked.at(-1)).toBe('ETH-BTC');
  });
});
