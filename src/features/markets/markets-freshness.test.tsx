/**
 * The markets page says how fresh its prices are: fetched over REST, "Updated <time>" once the list came, offline
 * with "Prices stale since <time>" while the browser is offline.
 */
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatTime } from '../../lib/format/date-format';
import { renderScreen } from '../../testing/render';
import { MarketsPage } from './markets-page';

afterEach(() => onlineManager.setOnline(true));

describe('markets page freshness', () => {
  it('shows when the prices were updated, and since when they are stale while offline', async () => {
    const before = Date.now();
    await renderScreen(<MarketsPage />, { path: '/markets' });
    const status = await screen.findByTestId('live-status');
    await waitFor(() => expect(status.dataset.state).toBe('live'));
    expect(status.getAttribute('role')).toBe('status');
    const updated = status.textContent ?? '';
    expect(updated).toMatch(/^Updated \d\d:\d\d:\d\d$/);
    // The time it shows is the time the list came: a second between the render and now (several on a busy machine).
    const shown = updated.replace('Updated ', '');
    const seconds: string[] = [];
    for (let t = Math.floor(before / 1000); t <= Math.ceil(Date.now() / 1000); t++) seconds.push(formatTime(t, 'en'));
    expect(seconds).toContain(shown);

    act(() => onlineManager.setOnline(false));
    await waitFor(() => expect(status.dataset.state).toBe('offline'));
    expect(status.textContent).toBe(`OfflinePrices stale since ${shown}`);
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(status.dataset.state).toBe('live'));
  });
});
