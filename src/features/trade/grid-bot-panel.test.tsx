/**
 * The grid bot panel on the one form approach: the settings are checked on the contract's create body and the
 * form's own rule (upper above lower), the forecast is shown before the bot can be created, the bot is created with
 * the settings of that forecast, and a refusal (a catalogue code, a 422's fields) lands on its field with every value
 * kept, in English and Turkish.
 */
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { session } from '../../lib/session/session-store';
import { BTC_USDT } from '../../testing/markets';
import { renderScreen } from '../../testing/render';
import { GridBotPanel } from './grid-bot-panel';

beforeAll(() => session.markLoggedIn({ permissions: {} }));
afterAll(() => session.clear());

const FORECAST = {
  data: {
    orders: [
      { side: 2, price: '92000', amount: '0.002717' },
      { side: 2, price: '95333.33', amount: '0.002622' },
      { side: 1, price: '98666.66', amount: '0.002533' },
      { side: 1, price: '102000', amount: '0.00245' },
    ],
    profitPerGridMin: '3.17',
    profitPerGridMax: '3.42',
  },
};

async function fill(locale = 'en', values = { lower: '92000', upper: '102000', count: '4', investment: '1000' }) {
  await renderScreen(<GridBotPanel market={BTC_USDT} pair="BTC-USDT" />, { locale });
  const lower = (await screen.findByTestId('grid-lower-price-input')) as HTMLInputElement;
  const upper = screen.getByTestId('grid-upper-price-input') as HTMLInputElement;
  const count = screen.getByTestId('grid-count-input') as HTMLInputElement;
  const investment = screen.getByTestId('grid-investment-input') as HTMLInputElement;
  await userEvent.type(lower, values.lower);
  await userEvent.type(upper, values.upper);
  await userEvent.clear(count);
  await userEvent.type(count, values.count);
  await userEvent.type(investment, values.investment);
  await waitFor(() => expect(investment.value).toBe(values.investment));
  return { lower, upper, count, investment };
}

describe('GridBotPanel', () => {
  it('shows the forecast of the settings, then creates the bot with them', async () => {
    const asked: URLSearchParams[] = [];
    const created: unknown[] = [];
    mockServer.use(
      http.get('*/v2/trade/grid/orders/forecast', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(FORECAST);
      }),
      http.post('*/v2/trade/grid/create', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        created.push(body);
        return HttpResponse.json({
          data: {
            extGridId: '6f1c2a7e-4b8d-4c1e-9a35-2d7f0b9e8c41',
            smartGrid: false,
            profit: '0',
            status: 'active',
            createdAt: 1795168800,
            ...body,
          },
        });
      }),
    );
    await fill();
    await userEvent.click(screen.getByTestId('grid-type-geometric'));
    expect(screen.queryByTestId('grid-create')).toBeNull();
    await userEvent.click(screen.getByTestId('grid-forecast'));
    await waitFor(() => expect(screen.getAllByTestId('grid-forecast-order')).toHaveLength(4));
    expect(Object.fromEntries(asked[0]!)).toMatchObject({
      market: 'BTC-USDT',
      marketType: '0',
      lowerPrice: '92000',
      upperPrice: '102000',
      gridCount: '4',
      gridType: 'geometric',
      investment: '1000',
    });
    // Each order's total, exact: 95333.33 × 0.002622 = 249.96399126, cut to the price's 2 decimals.
    expect(screen.getAllByTestId('grid-forecast-order')[1]!.textContent).toContain('249.96');
    expect(screen.getByTestId('grid-forecast-result').textContent).toContain('3.17% – 3.42%');
    await userEvent.click(screen.getByTestId('grid-create'));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      market: 'BTC-USDT',
      marketType: 0,
      lowerPrice: '92000',
      gridCount: 4,
      gridType: 'geometric',
      investment: '1000',
    });
    await waitFor(() => expect(screen.queryByTestId('grid-forecast-result')).toBeNull());
  });

  it('hides the forecast when a setting changes', async () => {
    mockServer.use(http.get('*/v2/trade/grid/orders/forecast', () => HttpResponse.json(FORECAST)));
    const { investment } = await fill();
    await userEvent.click(screen.getByTestId('grid-forecast'));
    await screen.findByTestId('grid-create');
    await userEvent.type(investment, '0');
    await waitFor(() => expect(screen.queryByTestId('grid-create')).toBeNull());
  });

  it('puts a refused balance (37) on the investment and keeps every value', async () => {
    mockServer.use(
      http.get('*/v2/trade/grid/orders/forecast', () => HttpResponse.json(FORECAST)),
      http.post('*/v2/trade/grid/create', () =>
        HttpResponse.json({ code: 37, message: 'Not enough USDT on the spot balance.' }, { status: 422 }),
      ),
    );
    const { lower, upper, count, investment } = await fill();
    await userEvent.click(screen.getByTestId('grid-forecast'));
    await userEvent.click(await screen.findByTestId('grid-create'));
    await waitFor(() => expect(screen.getByTestId('grid-investment-error').textContent).toBe('Not enough USDT on the spot balance.'));
    expect([lower.value, upper.value, count.value, investment.value]).toEqual(['92000', '102000', '4', '1000']);
  });

  it('puts a refused forecast (33 and a 422 field) on its field', async () => {
    mockServer.use(
      http.get('*/v2/trade/grid/orders/forecast', () =>
        HttpResponse.json({ code: 30, message: 'Validation failed', errors: { gridCount: ['The range is too narrow.'] } }, { status: 422 }),
      ),
    );
    await fill();
    await userEvent.click(screen.getByTestId('grid-forecast'));
    await waitFor(() => expect(screen.getByTestId('grid-count-error').textContent).toBe('The range is too narrow.'));
    expect(screen.queryByTestId('grid-create')).toBeNull();
  });

  it('checks the range and the number of lines before asking, in Turkish too', async () => {
    let asked = 0;
    mockServer.use(
      http.get('*/v2/trade/grid/orders/forecast', () => {
        asked++;
        return HttpResponse.json(FORECAST);
      }),
    );
    await fill('tr', { lower: '102000', upper: '92000', count: '201', investment: '1000' });
    await userEvent.click(screen.getByTestId('grid-forecast'));
    await waitFor(() => expect(screen.getByTestId('grid-count-error').textContent).not.toBe(''));
    expect(screen.getByTestId('grid-count-error').textContent).toContain('200');
    await userEvent.clear(screen.getByTestId('grid-count-input'));
    await userEvent.type(screen.getByTestId('grid-count-input'), '4');
    await userEvent.click(screen.getByTestId('grid-forecast'));
    await waitFor(() => expect(screen.getByTestId('grid-upper-price-error').textContent).toBe('Üst fiyat alt fiyattan yüksek olmalıdır'));
    expect(asked).toBe(0);
  });
});
