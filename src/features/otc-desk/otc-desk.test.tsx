import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OtcRequest } from '../../../generated/api/model/otcRequest.zod';
import { getAcceptOtcQuoteMockHandler, getListOtcAssetsMockHandler } from '../../../generated/api/otc/otc.msw';
import { mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { session } from '../../lib/session/session-store';
import { renderScreen } from '../../testing/render';
import OtcDeskPage from './otc-desk-page';
import { secondsLeft } from './otc-quote';

const QUOTE: OtcRequest = {
  id: 610042,
  side: 'sell',
  asset: 'BTC',
  quote: 'USDT',
  amount: '0.5',
  price: '97055.5',
  total: '48527.75',
  status: 'quoted',
  createdAt: 1795082403,
  expiresAt: 1795082433,
};

beforeEach(() => session.markLoggedIn({ permissions: {} }));
afterEach(() => session.clear());

const createPage = () => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === '/otc-desk/create')}>
    <OtcDeskPage />
  </RouteEntryContext.Provider>
);

describe('the OTC desk', () => {
  it("counts a quote's validity from when its answer arrived, whatever this device's clock says", () => {
    const arrived = 1_000_000;
    expect(secondsLeft(QUOTE, arrived, arrived)).toBe(30);
    expect(secondsLeft(QUOTE, arrived, arrived + 12_400)).toBe(18);
    expect(secondsLeft(QUOTE, arrived, arrived + 45_000)).toBe(0);
  });

  it("asks for a quote within the asset's limits and the balance, shows it with its time left, and accepts it", async () => {
    const bodies: unknown[] = [];
    mockServer.use(
      getListOtcAssetsMockHandler({ data: [{ ticker: 'BTC', quotes: ['USDT', 'USDC'], minAmount: '0.01', maxAmount: '50', decimals: 8 }] }),
      http.get('*/v2/balances/main', () => HttpResponse.json({ data: [{ ticker: 'BTC', main: '0.3' }] })),
      http.post('*/v2/otc/requests', async ({ request }) => {
        bodies.push(await request.json());
        const now = Math.floor(Date.now() / 1000);
        return HttpResponse.json({ data: { ...QUOTE, amount: '0.25', total: '24263.87', createdAt: now, expiresAt: now + 30 } });
      }),
      getAcceptOtcQuoteMockHandler({ data: { ...QUOTE, amount: '0.25', total: '24263.87', status: 'accepted', acceptedAt: 1795082411 } }),
    );
    await renderScreen(createPage());
    const form = await screen.findByTestId('otc-form');
    await userEvent.click(within(form).getByRole('radio', { name: 'Sell' }));
    await userEvent.type(within(form).getByTestId('otc-amount-input'), '0.5');
    await userEvent.click(within(form).getByTestId('otc-submit'));
    expect((await within(form).findByTestId('otc-amount-input-error')).textContent).toBe('More than your main balance (0.3 BTC).');
    await userEvent.clear(within(form).getByTestId('otc-amount-input'));
    await userEvent.type(within(form).getByTestId('otc-amount-input'), '0.25');
    await userEvent.click(within(form).getByTestId('otc-submit'));
    const card = await screen.findByTestId('otc-quote');
    expect(bodies).toEqual([{ side: 'sell', asset: 'BTC', quote: 'USDT', amount: '0.25' }]);
    expect(within(card).getByTestId('otc-total').textContent).toBe('24,263.87 USDT');
    expect(within(card).getByTestId('otc-status').textContent).toMatch(/^Valid for (30|29) more seconds$/);
    await userEvent.click(within(card).getByTestId('otc-accept'));
    await waitFor(() => expect(screen.getByTestId('otc-quote').dataset.status).toBe('accepted'));
    expect(screen.getByTestId('otc-done').textContent).toContain('The trade is settled on your main balance.');
    expect(within(screen.getByTestId('otc-quote')).queryByTestId('otc-accept')).toBeNull();
  });

  it('offers a new quote once the time is up, and asks again for the same trade', async () => {
    let asked = 0;
    mockServer.use(
      getListOtcAssetsMockHandler({ data: [{ ticker: 'BTC', quotes: ['USDT'], minAmount: '0.01', maxAmount: '50', decimals: 8 }] }),
      http.get('*/v2/balances/main', () => HttpResponse.json({ data: [{ ticker: 'USDT', main: '100000' }] })),
      http.post('*/v2/otc/requests', () => {
        asked += 1;
        const now = Math.floor(Date.now() / 1000);
        return HttpResponse.json({ data: { ...QUOTE, id: 610042 + asked, side: 'buy', createdAt: now, expiresAt: now } });
      }),
      http.get('*/v2/otc/requests/:id', ({ params }) =>
        HttpResponse.json({ data: { ...QUOTE, id: Number(params.id), side: 'buy', status: 'expired' } }),
      ),
    );
    await renderScreen(createPage());
    const form = await screen.findByTestId('otc-form');
    await userEvent.type(within(form).getByTestId('otc-amount-input'), '0.5');
    await userEvent.click(within(form).getByTestId('otc-submit'));
    await waitFor(() => expect(screen.getByTestId('otc-quote').dataset.status).toBe('expired'));
    expect(screen.getByTestId('otc-status').textContent).toBe('Expired');
    await userEvent.click(screen.getByTestId('otc-requote'));
    await waitFor(() => expect(asked).toBe(2));
  });
});
