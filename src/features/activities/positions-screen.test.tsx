import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { configureSocket } from '../../lib/socket/configure-socket';
import { tradeSocket } from '../../lib/socket/socket-client';
import { createKit } from '../../testing/socket-test-kit';
import { renderScreen } from '../../testing/render';
import { PositionsScreen } from './positions-screen';

const position = {
  id: 41,
  market: 'BTC_PERP',
  ctime: 1_790_000_000,
  mtime: 1_790_000_100,
  amount: '0.025',
  amount_in_money: '2400',
  base_price: '96000',
  pnl: '-12.5',
  liq_price: '86400',
  liq_stage: null,
  unrealized_funding: '0',
  funding: '0',
  margin: '240',
  free_margin: '100',
  realized_pnl: '0',
  position_side: 'BOTH',
};

afterEach(() => tradeSocket().stop());

describe('open positions', () => {
  it('shows the positions the socket streams and closes one at market after a confirmation', async () => {
    const kit = createKit();
    configureSocket(kit.env);
    let closed: string | undefined;
    mockServer.use(
      http.delete('*/v2/trade/margin/positions/:id', ({ params, request }) => {
        closed = `${String(params.id)} ${new URL(request.url).search}`;
        return HttpResponse.json({ data: { ...position, market: 'BTC-PERP' } });
      }),
    );
    await renderScreen(
      <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === '/activities/positions')}>
        <PositionsScreen />
      </RouteEntryContext.Provider>,
    );
    expect((await screen.findByRole('status')).textContent).toBe('Waiting for your positions…');
    // The stream starts in an effect that may come after the first render: wait for its socket.
    await waitFor(() => expect(kit.sockets).toHaveLength(1));
    act(() => kit.socket.open());
    await waitFor(() => expect(kit.socket.frames('margin_positions.subscribe')).toHaveLength(1));
    act(() => kit.socket.reply('margin_positions.subscribe', { status: 'success' }));
    act(() => kit.socket.push({ id: null, method: 'margin_positions.update', params: { total: 1, records: [position] } }));
    const table = await screen.findByTestId('positions');
    const row = within(table).getByRole('row', { name: /BTC-PERP/ });
    expect(row.textContent).toContain('96,000');
    expect(within(row).getByText('-12.5').className).toContain('down');
    await userEvent.click(within(row).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Yes, close' }));
    await waitFor(() => expect(closed).toBe('41 ?market=BTC-PERP&positionSide=BOTH'));
  });
});
