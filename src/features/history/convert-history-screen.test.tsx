import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getListConvertHistoryMockHandler } from '../../../generated/api/balances/balances.msw';
import { mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { renderScreen } from '../../testing/render';
import { serverConfigHandler } from '../../testing/server-config';
import { ConvertHistoryScreen } from './convert-history-screen';

const screenOf = () => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === '/history/trade/convert')}>
    <ConvertHistoryScreen />
  </RouteEntryContext.Provider>
);

describe('ConvertHistoryScreen', () => {
  it('lists each conversion with what was given, received and the rate, exact decimals', async () => {
    mockServer.use(
      serverConfigHandler(),
      getListConvertHistoryMockHandler({
        data: [
          {
            id: 100002,
            quoteId: '4939002',
            from: 'BTC',
            to: 'USDT',
            finalGive: '0.001',
            finalReceive: '97.152899',
            rate: '97152.899',
            time: 1795082500,
          },
          {
            id: 100001,
            quoteId: '4939001',
            from: 'USDT',
            to: 'BTC',
            finalGive: '250',
            finalReceive: '0.00256813',
            rate: '0.000010272521',
            time: 1795082403,
          },
        ],
        pagination: { limit: 100, offset: 0, total: 2 },
      }),
    );
    await renderScreen(screenOf());
    const rows = await screen.findAllByTestId('convert-history-row');
    expect(rows).toHaveLength(2);
    const cells = within(rows[1]!).getAllByRole('cell');
    expect(cells[1]!.textContent).toBe('250 USDT');
    expect(cells[2]!.textContent).toBe('0.00256813 BTC');
    expect(cells[3]!.textContent).toBe('1 USDT = 0.000010272521 BTC');
  });

  it('says when there are none', async () => {
    mockServer.use(serverConfigHandler(), getListConvertHistoryMockHandler({ data: [], pagination: { limit: 100, offset: 0, total: 0 } }));
    await renderScreen(screenOf(), { locale: 'tr' });
    expect(await screen.findByText('Henüz dönüştürme yapmadınız.')).toBeTruthy();
  });
});
