import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListTradeMarketsMockHandler, getListTradeMarketsResponseMock } from '../../../generated/api/trade/trade.msw';
import { mockServer } from '../../../mocks/node';
import { renderScreen } from '../../testing/render';
import { MarketsPage } from './markets-page';

const market = (over: Partial<ReturnType<typeof getListTradeMarketsResponseMock>['data'][number]>) => ({
  ...getListTradeMarketsResponseMock().data[0]!,
  ...over,
});

describe('MarketsPage', () => {
  it('lists the markets of the generated mock, sorted by volume, prices in the market precision', async () => {
    mockServer.use(
      getListTradeMarketsMockHandler({
        data: [
          market({
            market: 'ETH-USDT',
            stock: 'ETH',
            money: 'USDT',
            lastPrice: '3412.8',
            moneyPrec: 2,
            quoteVolume: '100',
            change: '-1.12',
          }),
          market({
            market: 'BTC-USDT',
            stock: 'BTC',
            money: 'USDT',
            lastPrice: '97250.15',
            moneyPrec: 2,
            quoteVolume: '900',
            change: '2.35',
          }),
        ],
      }),
    );
    await renderScreen(<MarketsPage />);
    const rows = await screen.findAllByTestId('market-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('BTC/USDT');
    expect(rows[0]!.textContent).toContain('97,250.15');
    expect(rows[1]!.textContent).toContain('3,412.80');
    expect(rows[1]!.textContent).toContain('-1.12');
  });

  it('filters by search and says so when nothing matches', async () => {
    mockServer.use(getListTradeMarketsMockHandler({ data: [market({ market: 'BTC-USDT', stock: 'BTC', money: 'USDT' })] }));
    await renderScreen(<MarketsPage />);
    await screen.findAllByTestId('market-row');
    await userEvent.type(screen.getByRole('searchbox'), 'doge');
    expect(await screen.findByText('No market matches your search.')).toBeTruthy();
  });

  it('shows a translated error with a retry when the response breaks the contract, never a blank page', async () => {
    mockServer.use(http.get('*/v2/trade/markets', () => HttpResponse.json({ data: [{ market: 42 }] })));
    await renderScreen(<MarketsPage />, { locale: 'tr' });
    const alert = await screen.findByTestId('query-error');
    expect(alert.textContent).toContain('Borsa bu sayfanın okuyamadığı veriler gönderdi');
    expect(within(alert).getByRole('button', { name: 'Tekrar dene' })).toBeTruthy();
  });
});
