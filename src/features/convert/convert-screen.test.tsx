import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  getListCurrenciesMockHandler,
  getListCurrenciesResponseMock,
  getListCurrencyRatesInMockHandler,
  getListCurrencyRatesMockHandler,
} from '../../../generated/api/profile/profile.msw';
import { getListTradeMarketsMockHandler, getListTradeMarketsResponseMock } from '../../../generated/api/trade/trade.msw';
import type { Currency } from '../../../generated/api/model/currency.zod';
import { mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { renderScreen } from '../../testing/render';
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
    expect(screen.getByTestId('convert-execute').textContent).toContain('indicative');
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

  it('refuses a zero amount with a translated field error and keeps what was typed', async () => {
    serve();
    await renderConvert('USDT', 'BTC', 'tr');
    await screen.findByTestId('convert-rate');
    const input = screen.getByTestId('convert-amount-input') as HTMLInputElement;
    await userEvent.type(input, '0');
    expect((await screen.findByTestId('convert-amount-error')).textContent).toBe('Sıfırdan büyük bir sayı girin.');
    expect(input.value).toBe('0');
    expect(screen.queryByTestId('convert-result-value')).toBeNull();
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
