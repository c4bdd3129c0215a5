/** /funding-history/:pair: its market read by itself, the perpetuals to move between from the markets' base information. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getGetTradeMarketMockHandler,
  getGetTradeMarketResponseMock,
  getListTradeMarketsBaseInfoMockHandler,
} from '../../../generated/api/markets/markets.msw';
import type { MarketBaseInfo } from '../../../generated/api/model/marketBaseInfo.zod';
import { mockServer } from '../../../mocks/node';
import { renderScreen } from '../../testing/render';
import { FundingHistory } from './funding-history';

const base = (market: string, type: 'spot' | 'futures'): MarketBaseInfo => ({
  market,
  tradeMarketName: market.replace('-', '_'),
  stock: market.split('-')[0]!,
  money: type === 'futures' ? 'USDT' : market.split('-')[1]!,
  type,
  stockPrec: 4,
  moneyPrec: 2,
  minAmount: '0.001',
  minTotal: '5',
  tradesEnabled: true,
  isMargin: false,
});
const LIST = [base('BTC-USDT', 'spot'), base('BTC-PERP', 'futures'), base('ETH-PERP', 'futures')];

describe('the funding history of a perpetual', () => {
  it('reads its own market and offers the perpetuals of the base information', async () => {
    const market = getGetTradeMarketResponseMock().data;
    mockServer.use(
      getListTradeMarketsBaseInfoMockHandler({ data: LIST }),
      getGetTradeMarketMockHandler({ data: { ...market, ...base('ETH-PERP', 'futures') } }),
    );
    await renderScreen(<FundingHistory pair="eth-perp" />);
    const nav = await screen.findByRole('navigation', { name: /./ });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['BTC-PERP', 'ETH-PERP']);
    expect(within(nav).getByRole('link', { name: 'ETH-PERP' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText(/ETH-PERP/, { selector: 'h2' })).toBeTruthy();
  });

  it('says a pair that is no perpetual, or no market at all, is none', async () => {
    const market = getGetTradeMarketResponseMock().data;
    mockServer.use(
      getListTradeMarketsBaseInfoMockHandler({ data: LIST }),
      getGetTradeMarketMockHandler({ data: { ...market, ...base('BTC-USDT', 'spot') } }),
    );
    await renderScreen(<FundingHistory pair="BTC-USDT" />);
    expect(await screen.findByText('BTC-USDT is not a perpetual contract. Choose one of the contracts above.')).toBeTruthy();
    mockServer.use(http.get('*/v2/trade/markets/NOPE-PERP', () => HttpResponse.json({ message: 'Market not found.' }, { status: 404 })));
    await renderScreen(<FundingHistory pair="NOPE-PERP" />);
    expect(await screen.findByText('NOPE-PERP is not a perpetual contract. Choose one of the contracts above.')).toBeTruthy();
    expect(screen.queryByTestId('query-error')).toBeNull();
  });
});
