/**
 * The trade page's freshness over a scripted socket: the market header's indicator and the order form's stale-price
 * warning follow the state stream the last price comes from. Live once the stream is acknowledged; the connection
 * dropped: reconnecting with the next try and "stale since" the last price's time, and the warning; open again but
 * not yet subscribed again: still stale; acknowledged: live, no warning.
 */
import { act, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStateSubscription } from '../../../generated/socket/trade-socket.client';
import { i18next, initI18n } from '../../lib/i18n/i18n';
import { configureSocket } from '../../lib/socket/configure-socket';
import { tradeSocket } from '../../lib/socket/socket-client';
import { reconnectDelay } from '../../lib/socket/socket-connection';
import { createKit } from '../../testing/socket-test-kit';
import { BTC_USDT, stateUpdateEvent } from '../../testing/markets';
import { MarketHeader } from './market-header';
import { StalePriceWarning } from './stale-price-warning';

const START = new Date(2026, 10, 24, 12, 0, 0).getTime();

function TradeFreshness() {
  useStateSubscription(['BTC_USDT'], () => undefined);
  return (
    <>
      <MarketHeader market={BTC_USDT} figures={undefined} />
      <StalePriceWarning market={BTC_USDT} />
    </>
  );
}

beforeAll(async () => {
  await initI18n('en', ['en', 'tr']);
  await i18next.loadNamespaces(['trade', 'trade-panels']);
});
afterAll(async () => {
  await i18next.changeLanguage('en');
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(START);
});
afterEach(() => {
  tradeSocket().stop();
  vi.useRealTimers();
});

const status = () => screen.getByTestId('live-status');
const warning = () => screen.queryByTestId('stale-price-warning');

describe('trade page freshness', () => {
  it('goes live, reconnecting and stale with the warning on a drop, and live again once resubscribed', async () => {
    const kit = createKit({ random: () => 0 });
    configureSocket(kit.env);
    render(<TradeFreshness />);
    expect(status().dataset.state).toBe('connecting');

    act(() => kit.socket.open());
    expect(status().dataset.state).toBe('connecting'); // open, the price stream not yet acknowledged
    act(() => kit.socket.reply('state.subscribe', { status: 'success' }));
    expect(status().dataset.state).toBe('live');
    expect(status().textContent).toBe('Live');
    expect(warning()).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(5000));
    act(() => kit.socket.push(stateUpdateEvent())); // the last price, at 12:00:05
    await act(() => vi.advanceTimersByTimeAsync(2000));
    act(() => kit.socket.drop());
    expect(status().dataset.state).toBe('reconnecting');
    const seconds = Math.ceil(reconnectDelay(0, () => 0) / 1000);
    expect(status().textContent).toBe(`Reconnecting— next try in ${seconds} sPrices stale since 12:00:05`);
    expect(warning()?.textContent).toBe(
      'The last price of BTC/USDT has not updated since 12:00:05: the live connection is down. Market prices may have moved; check before you place an order.',
    );
    expect(warning()?.getAttribute('role')).toBe('alert');

    await act(() => vi.advanceTimersByTimeAsync(reconnectDelay(0, () => 0)));
    expect(status().textContent).toBe('Reconnecting— trying nowPrices stale since 12:00:05');
    act(() => kit.socket.open());
    expect(status().dataset.state).toBe('stale');
    expect(status().textContent).toBe('Prices stale since 12:00:05');
    expect(warning()).not.toBeNull();

    act(() => kit.socket.reply('state.subscribe', { status: 'success' }));
    expect(status().dataset.state).toBe('live');
    expect(warning()).toBeNull();
  });

  it('warns in Turkish on a Turkish page', async () => {
    await act(() => i18next.changeLanguage('tr'));
    try {
      const kit = createKit({ random: () => 0 });
      configureSocket(kit.env);
      render(<TradeFreshness />);
      act(() => kit.socket.open());
      act(() => kit.socket.reply('state.subscribe', { status: 'success' }));
      act(() => kit.socket.push(stateUpdateEvent()));
      act(() => kit.socket.drop());
      expect(warning()?.textContent).toBe(
        'BTC/USDT için son fiyat 12:00:00 saatinden beri güncellenmedi: canlı bağlantı kesildi. Piyasa fiyatları değişmiş olabilir; emir vermeden önce kontrol edin.',
      );
      expect(status().textContent).toContain('Yeniden bağlanıyor');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
