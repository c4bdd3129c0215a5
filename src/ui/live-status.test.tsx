/**
 * The connection and freshness indicator: a polite status region with its state as data-state, its words in the
 * page's language (namespace common), a countdown to the next attempt that ticks but is not announced, and the
 * time since which the data is stale.
 */
import { act, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../lib/i18n/i18n';
import { LiveStatus } from './live-status';

// Local times: the indicator shows the time in the browser's zone.
const NOW = new Date(2026, 10, 24, 12, 0, 10).getTime();
const SINCE = new Date(2026, 10, 24, 12, 0, 5).getTime();

beforeAll(async () => {
  await initI18n('en', ['en', 'tr']);
});
afterAll(async () => {
  await i18next.changeLanguage('en');
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(NOW);
});
afterEach(async () => {
  vi.useRealTimers();
  await i18next.changeLanguage('en');
});

const status = () => screen.getByTestId('live-status');

describe('LiveStatus', () => {
  it('is a polite status region that says Live, or when fetched data was updated', () => {
    const { rerender } = render(<LiveStatus freshness={{ state: 'live' }} />);
    expect(status().getAttribute('role')).toBe('status');
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(status().dataset.state).toBe('live');
    expect(status().textContent).toBe('Live');
    expect(screen.getByRole('status').classList.contains('live-status--live')).toBe(true);
    rerender(<LiveStatus freshness={{ state: 'live', updatedAt: SINCE }} />);
    expect(status().textContent).toBe('Updated 12:00:05');
  });

  it('counts down to the next attempt every second, hidden from assistive technology, with the stale time', () => {
    render(<LiveStatus freshness={{ state: 'reconnecting', nextAttemptAt: NOW + 3000, staleSince: SINCE }} />);
    expect(status().dataset.state).toBe('reconnecting');
    expect(status().textContent).toBe('Reconnecting— next try in 3 sPrices stale since 12:00:05');
    const countdown = screen.getByTestId('live-status-countdown');
    expect(countdown.getAttribute('aria-hidden')).toBe('true');
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown.textContent).toBe('— next try in 2 s');
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown.textContent).toBe('— next try in 1 s');
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown.textContent).toBe('— trying now');
  });

  it('starts the countdown again from the new attempt', () => {
    const { rerender } = render(<LiveStatus freshness={{ state: 'reconnecting', nextAttemptAt: NOW + 1000 }} />);
    act(() => vi.advanceTimersByTime(1500));
    rerender(<LiveStatus freshness={{ state: 'reconnecting' }} />);
    expect(status().textContent).toBe('Reconnecting— trying now');
    rerender(<LiveStatus freshness={{ state: 'reconnecting', nextAttemptAt: Date.now() + 4200 }} />);
    expect(screen.getByTestId('live-status-countdown').textContent).toBe('— next try in 5 s');
  });

  it('says since when prices or data are stale, and offline', () => {
    const { rerender } = render(<LiveStatus freshness={{ state: 'stale', staleSince: SINCE }} />);
    expect(status().dataset.state).toBe('stale');
    expect(status().textContent).toBe('Prices stale since 12:00:05');
    rerender(<LiveStatus freshness={{ state: 'stale' }} subject="data" />);
    expect(status().textContent).toBe('Data is out of date');
    rerender(<LiveStatus freshness={{ state: 'offline', staleSince: SINCE }} subject="data" />);
    expect(status().dataset.state).toBe('offline');
    expect(status().textContent).toBe('OfflineData stale since 12:00:05');
    rerender(<LiveStatus freshness={{ state: 'connecting' }} />);
    expect(status().dataset.state).toBe('connecting');
    expect(status().textContent).toBe('Connecting…');
  });

  it('speaks Turkish on a Turkish page', async () => {
    await act(() => i18next.changeLanguage('tr'));
    render(<LiveStatus freshness={{ state: 'reconnecting', nextAttemptAt: NOW + 2000, staleSince: SINCE }} />);
    expect(status().textContent).toBe('Yeniden bağlanıyor— sonraki deneme 2 sn içindeFiyatlar 12:00:05 saatinden beri güncellenmedi');
  });
});
