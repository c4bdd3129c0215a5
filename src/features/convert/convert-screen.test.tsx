import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getConfirmConvertMockHandler,
  getEstimateConvertMockHandler,
  getListBalancesMockHandler,
} from '../../../generated/api/balances/balances.msw';
import type { ConvertQuote } from '../../../generated/api/model/convertQuote.zod';
import {
  getListCurrenciesMockHandler,
  getListCurrenciesResponseMock,
  getListCurrencyRatesInMockHandler,
  getListCurrencyRatesMockHandler,
} from '../../../generated/api/profile/profile.msw';
import { getListTradeMarketsMockHandler, getListTradeMarketsResponseMock } from '../../../generated/api/markets/markets.msw';
import type { Currency } from '../../../generated/api/model/currency.zod';
import { mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { session } from '../../lib/session/session-store';
import { renderScreen } from '../../testing/render';
import { serverConfigHandler } from '../../testing/server-config';
import { ConvertScreen } from './convert-screen';

const entry = ROUTES.find((r) => r.path === '/convert/:giveTicker/:receiveTicker')!;

const currency = (ticker: string, decimal: number, over: Partial<Currency> = {}): Currency => ({
  ...getListCurrenciesResponseMock().data[0]!,
  ticker,
  name: ticker === 'BTC' ? 'Bitcoin' : ticker === 'USDT' ? 'Tether' : 'Ether',
  tradingEnabled: true,
  isFiat: false,
  decimal,
  ...over,
});

const market = (stock: string, money: string) => ({
  ...getListTradeMarketsResponseMock().data[0]!,
  market: `${stock}-${money}`,
  tradeMarketName: `${stock}_${money}`,
  stock,
  money,
  type: 'spot' as const,
  lastPrice: stock === 'BTC' ? '97250.15' : '0.0351',
});

function serve() {
  mockServer.use(
    serverConfigHandler(),
    getListBalancesMockHandler({
      data: [
        { ticker: 'USDT', main: '3200', spot: '0', total: '3200' },
        { ticker: 'BTC', main: '0.08', spot: '0', total: '0.08' },
      ],
    }),
    getListCurrenciesMockHandler({ data: [currency('USDT', 6), currency('BTC', 8), currency('ETH', 8)] }),
    // Rates in the receive asset: USDT priced in BTC, BTC priced in USDT (both exact decimal strings).
    getListCurrencyRatesInMockHandler(({ params }) =>
      params.currency === 'BTC'
        ? { data: [{ ticker: 'USDT', quote: 'BTC', rate: '0.00001028' }] }
        : params.currency === 'USDT'
          ? { data: [{ ticker: 'BTC', quote: 'USDT', rate: '97250.15' }] }
          : { data: [] },
    ),
    getListCurrencyRatesMockHandler({
      data: [
        { ticker: 'ETH', quote: 'USD', rate: '3412.80' },
        { ticker: 'BTC', quote: 'USD', rate: '97250.15' },
      ],
    }),
    getListTradeMarketsMockHandler({ data: [market('BTC', 'USDT'), market('ETH', 'BTC')] }),
  );
}

const renderConvert = (give?: string, receive?: string, locale = 'en') =>
  renderScreen(
    <RouteEntryContext.Provider value={entry}>
      <ConvertScreen giveParam={give} receiveParam={receive} />
    </RouteEntryContext.Provider>,
    { locale },
  );

const quote = (over: Partial<ConvertQuote> = {}): ConvertQuote => ({
  id: '4939001',
  from: 'USDT',
  to: 'BTC',
  give: '250',
  receive: '0.00256813',
  rate: '0.000010272521',
  expireAt: 1795082410,
  expiresIn: 10,
  ...over,
});

/** The bodies the screen sent to a POST path. */
function posted(path: string): unknown[] {
  const bodies: unknown[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === path)
      void request
        .clone()
        .json()
        .then((b) => bodies.push(b));
  });
  return bodies;
}

beforeEach(() => session.markLoggedIn({ permissions: {} }));
afterEach(() => {
  session.clear();
  mockServer.events.removeAllListeners();
});

describe('ConvertScreen', () => {
  it('quotes the exact decimal result from the rate in the receive asset, cut to its decimals', async () => {
    serve();
    await renderConvert('USDT', 'BTC');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Convert');
    await screen.findByTestId('convert-rate');
    await userEvent.type(screen.getByTestId('convert-amount-input'), '250');
    // 250 × 0.00001028 = 0.00257 exactly; a float would give 0.0025699999999999998.
    await waitFor(() => expect(screen.getByTestId('convert-result-value').textContent).toBe('0.00257'));
    expect(screen.getByTestId('convert-rate').textContent).toContain('1 USDT ≈ 0.00001028 BTC');
    const link = within(screen.getByTestId('convert-execute')).getByTestId('convert-trade-link');
    expect(link.getAttribute('href')).toBe('/trade/BTC-USDT');
    expect(link.textContent).toBe('Buy BTC on the BTC/USDT market');
    expect(screen.getByTestId('convert-execute').textContent).toContain('order book');
  });

  it('swaps the direction and quotes from the other side, truncating to the receive decimals', async () => {
    serve();
    await renderConvert('USDT', 'BTC');
    await screen.findByTestId('convert-rate');
    await userEvent.click(screen.getByTestId('convert-swap'));
    expect((screen.getByTestId('convert-give-select') as HTMLSelectElement).value).toBe('BTC');
    expect((screen.getByTestId('convert-receive-select') as HTMLSelectElement).value).toBe('USDT');
    await userEvent.type(screen.getByTestId('convert-amount-input'), '0.12345679');
    // 0.12345679 × 97250.15 = 12006.1913460185, cut to USDT's 6 decimals.
    await waitFor(() => expect(screen.getByTestId('convert-result-value').textContent).toBe('12,006.191346'));
    expect(screen.getByTestId('convert-trade-link').textContent).toBe('Sell BTC on the BTC/USDT market');
  });

  it('crosses through a shared quote when no direct rate exists', async () => {
    serve();
    await renderConvert('ETH', 'BTC');
    await waitFor(() => expect(screen.getByTestId('convert-rate').textContent).toContain('Cross rate through USD'));
    await userEvent.type(screen.getByTestId('convert-amount-input'), '2');
    // 2 × 3412.80 / 97250.15 = 0.0701860099…, cut to BTC's 8 decimals (0.07018600).
    await waitFor(() => expect(screen.getByTestId('convert-result-value').textContent).toBe('0.070186'));
  });

  it('falls back to the last price of the spot market when no reference rate prices the pair', async () => {
    serve();
    mockServer.use(getListCurrencyRatesInMockHandler({ data: [] }), getListCurrencyRatesMockHandler({ data: [] }));
    await renderConvert('USDT', 'BTC');
    await waitFor(() => expect(screen.getByTestId('convert-rate').textContent).toContain('Last price of the BTC-USDT market'));
    await userEvent.type(screen.getByTestId('convert-amount-input'), '250');
    // 250 / 97250.15 = 0.0025706900…, cut to 8 decimals.
    await waitFor(() => expect(screen.getByTestId('convert-result-value').textContent).toBe('0.00257069'));
  });

  it('refuses a zero amount with a translated field error, keeps what was typed and asks for no quote', async () => {
    serve();
    const estimates = posted('/v2/convert/estimate');
    await renderConvert('USDT', 'BTC', 'tr');
    await screen.findByTestId('convert-rate');
    const input = screen.getByTestId('convert-amount-input') as HTMLInputElement;
    await userEvent.type(input, '0');
    await userEvent.click(screen.getByTestId('convert-get-quote'));
    expect((await screen.findByTestId('convert-amount-error')).textContent).toBe('Sıfırdan büyük bir sayı girin.');
    expect(input.value).toBe('0');
    expect(estimates).toEqual([]);
  });

  it('refuses more than the main balance holds, keeps the amount and asks for no quote', async () => {
    serve();
    const estimates = posted('/v2/convert/estimate');
    await renderConvert('USDT', 'BTC');
    // A skeleton holds the line until the balance is in.
    await waitFor(() => expect(screen.getByTestId('convert-amount-hint').textContent).toBe('Available on your main balance: 3,200 USDT'));
    const input = screen.getByTestId('convert-amount-input') as HTMLInputElement;
    await userEvent.type(input, '3200.01');
    await userEvent.click(screen.getByTestId('convert-get-quote'));
    expect((await screen.findByTestId('convert-amount-error')).textContent).toBe('Your main balance has only 3,200 USDT.');
    expect(input.value).toBe('3200.01');
    expect(estimates).toEqual([]);
  });

  it('gets a binding quote, counts it down and converts at it: the confirm sends the quote id, the result is shown', async () => {
    serve();
    const estimates = posted('/v2/convert/estimate');
    const confirms = posted('/v2/convert/confirm');
    mockServer.use(
      getEstimateConvertMockHandler({ data: quote() }),
      getConfirmConvertMockHandler({
        data: {
          id: 100001,
          quoteId: '4939001',
          from: 'USDT',
          to: 'BTC',
          finalGive: '250',
          finalReceive: '0.00256813',
          rate: '0.000010272521',
          time: 1795082403,
        },
      }),
    );
    await renderConvert('USDT', 'BTC');
    await screen.findByTestId('convert-rate');
    await userEvent.type(screen.getByTestId('convert-amount-input'), '250');
    await userEvent.click(screen.getByTestId('convert-get-quote'));
    const card = await screen.findByTestId('convert-quote');
    expect(within(card).getByTestId('convert-quote-give').textContent).toBe('250 USDT');
    expect(within(card).getByTestId('convert-quote-receive').textContent).toBe('0.00256813 BTC');
    expect(within(card).getByTestId('convert-quote-countdown').textContent).toBe('This quote holds for 10 more seconds.');
    expect(estimates).toEqual([{ from: 'USDT', to: 'BTC', direction: 'from', amount: '250' }]);
    await userEvent.click(within(card).getByTestId('convert-confirm'));
    const done = await screen.findByTestId('convert-done');
    expect(within(done).getByTestId('convert-done-give').textContent).toBe('250 USDT');
    expect(within(done).getByTestId('convert-done-receive').textContent).toBe('0.00256813 BTC');
    expect(confirms).toEqual([{ quoteId: '4939001' }]);
    expect(screen.queryByTestId('convert-quote')).toBeNull();
    expect((screen.getByTestId('convert-amount-input') as HTMLInputElement).value).toBe('');
  });

  it('says a quote that held no longer has expired and gets a new one on request', async () => {
    serve();
    let asked = 0;
    mockServer.use(
      getEstimateConvertMockHandler(() => {
        asked += 1;
        return { data: asked === 1 ? quote({ expiresIn: 0 }) : quote({ id: '4939002', expiresIn: 10 }) };
      }),
    );
    await renderConvert('USDT', 'BTC');
    await screen.findByTestId('convert-rate');
    await userEvent.type(screen.getByTestId('convert-amount-input'), '250');
    await userEvent.click(screen.getByTestId('convert-get-quote'));
    const expired = await screen.findByTestId('convert-quote-expired');
    expect(expired.textContent).toContain('This quote has expired.');
    expect(screen.queryByTestId('convert-confirm')).toBeNull();
    await userEvent.click(within(expired).getByTestId('convert-requote'));
    await screen.findByTestId('convert-confirm');
    expect(asked).toBe(2);
    expect(screen.getByTestId('convert-quote-countdown').textContent).toBe('This quote holds for 10 more seconds.');
  });

  it('takes the exchange refusing an expired quote (1234) as expired and offers a new quote', async () => {
    serve();
    mockServer.use(
      getEstimateConvertMockHandler({ data: quote() }),
      http.post('*/v2/convert/confirm', () =>
        HttpResponse.json(
          { code: 1234, message: 'Conversion refused', errors: { quoteId: ['This quote has expired: ask for a new one.'] } },
          { status: 422 },
        ),
      ),
    );
    await renderConvert('USDT', 'BTC');
    await screen.findByTestId('convert-rate');
    await userEvent.type(screen.getByTestId('convert-amount-input'), '250');
    await userEvent.click(screen.getByTestId('convert-get-quote'));
    await userEvent.click(await screen.findByTestId('convert-confirm'));
    expect((await screen.findByTestId('convert-quote-expired')).textContent).toContain('This quote has expired.');
    expect(screen.getByTestId('convert-requote')).toBeTruthy();
    expect(screen.queryByTestId('convert-done')).toBeNull();
  });

  it('shows a guest the indicative rate and a login prompt instead of the quote button', async () => {
    session.clear();
    serve();
    await renderConvert('USDT', 'BTC');
    await screen.findByTestId('convert-rate');
    expect(screen.getByTestId('login-prompt').textContent).toContain('Log in to convert');
    expect(screen.queryByTestId('convert-get-quote')).toBeNull();
  });

  it('falls back to the region default pair with a notice for an unknown ticker', async () => {
    serve();
    await renderConvert('nope', 'BTC');
    const notice = await screen.findByTestId('convert-fallback');
    expect(notice.textContent).toContain('NOPE');
    expect((screen.getByTestId('convert-give-select') as HTMLSelectElement).value).toBe('USDT');
    expect((screen.getByTestId('convert-receive-select') as HTMLSelectElement).value).toBe('BTC');
  });
});
