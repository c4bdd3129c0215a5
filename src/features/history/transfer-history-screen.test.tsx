import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getListBalanceTransfersMockHandler } from '../../../generated/api/balances/balances.msw';
import { mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { renderScreen } from '../../testing/render';
import { serverConfigHandler } from '../../testing/server-config';
import { TransferHistoryScreen } from './transfer-history-screen';

const screenOf = () => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === '/history/main/transfers')}>
    <TransferHistoryScreen />
  </RouteEntryContext.Provider>
);

describe('TransferHistoryScreen', () => {
  it('lists each transfer with its balances and exact amount', async () => {
    mockServer.use(
      serverConfigHandler(),
      getListBalanceTransfersMockHandler({
        data: [
          { id: 100003, from: 'main', to: 'spot', ticker: 'USDT', amount: '250.123456', time: 1795082403 },
          { id: 100002, from: 'margin', to: 'main', ticker: 'BTC', amount: '0.05000001', time: 1795000000 },
        ],
        pagination: { limit: 100, offset: 0, total: 2 },
      }),
    );
    await renderScreen(screenOf());
    const rows = await screen.findAllByTestId('transfer-history-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!).getAllByRole('cell');
    expect(first.slice(1).map((c) => c.textContent)).toEqual(['Main', 'Spot', '250.123456 USDT']);
    const second = within(rows[1]!).getAllByRole('cell');
    expect(second.slice(1).map((c) => c.textContent)).toEqual(['Collateral', 'Main', '0.05000001 BTC']);
  });

  it('says when there are none, in Turkish too', async () => {
    mockServer.use(
      serverConfigHandler(),
      getListBalanceTransfersMockHandler({ data: [], pagination: { limit: 100, offset: 0, total: 0 } }),
    );
    await renderScreen(screenOf(), { locale: 'tr' });
    expect(await screen.findByText('Henüz bakiyeleriniz arasında transfer yapmadınız.')).toBeTruthy();
  });
});
