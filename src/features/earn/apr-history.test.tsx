/**
 * The flexible plan's APR history (issue 21): a line chart of the points in time order (lightweight-charts, its chunk
 * asked for once the points are here), the range and latest rate in words, every point in the table behind the
 * disclosure, and the chart's box held while the points load. The chart library is replaced by a recorder here: a
 * canvas cannot be drawn in happy-dom (e2e/earn.spec.ts draws the real one in Chromium).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { i18next } from '../../lib/i18n/i18n';
import { renderScreen } from '../../testing/render';
import { AprHistory } from './apr-history';

const chart = vi.hoisted(() => ({ data: [] as { time: number; value: number }[][], removed: 0, formatted: [] as string[] }));

vi.mock('lightweight-charts', () => ({
  LineSeries: 'Line',
  createChart: (_element: HTMLElement, options: { localization: { priceFormatter: (v: number) => string } }) => {
    chart.formatted.push(options.localization.priceFormatter(2.4));
    return {
      addSeries: () => ({ setData: (points: { time: number; value: number }[]) => chart.data.push(points) }),
      timeScale: () => ({ fitContent: () => undefined }),
      remove: () => void chart.removed++,
    };
  },
}));

const DAY = 86_400;
const POINTS = [
  { time: 1_795_046_400 + 2 * DAY, rate: '2.45' },
  { time: 1_795_046_400, rate: '2.35' },
  { time: 1_795_046_400 + DAY, rate: '2.4' },
];

beforeEach(() => {
  chart.data = [];
  chart.formatted = [];
});
afterEach(() => i18next.changeLanguage('en'));

describe('the APR history', () => {
  it('draws the points as a line in time order, says the range and the latest rate, and lists every point', async () => {
    mockServer.use(http.get('*/v2/smart/flex-plans/:ticker/annual-percentage-rate-history', () => HttpResponse.json({ data: POINTS })));
    await renderScreen(<AprHistory ticker="ETH" />);
    const chartBox = await screen.findByRole('figure', { name: 'The APR of the ETH plan over the last 30 days, a line chart' });
    expect(chartBox.className).toBe('apr-chart');
    await waitFor(() => expect(chart.data).toHaveLength(1));
    expect(chart.data[0]).toEqual([
      { time: 1_795_046_400, value: 2.35 },
      { time: 1_795_046_400 + DAY, value: 2.4 },
      { time: 1_795_046_400 + 2 * DAY, value: 2.45 },
    ]);
    // The scale's labels are written as the page writes a rate.
    expect(chart.formatted).toEqual(['2.4%']);
    expect(screen.getByTestId('apr-range').textContent).toMatch(
      /^Over the last 30 days the APR ranged from 2\.35% to 2\.45%\. On .+ it was 2\.45%\.$/,
    );

    const table = screen.getByTestId('apr-table');
    expect(table.closest('details')!.open).toBe(false);
    await userEvent.click(screen.getByText('Show the figures'));
    expect(table.closest('details')!.open).toBe(true);
    const rates = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td.num')!.textContent);
    expect(rates).toEqual(['2.45%', '2.4%', '2.35%']);
  });

  it('holds the chart box while the points load, and says so once', async () => {
    mockServer.use(
      http.get('*/v2/smart/flex-plans/:ticker/annual-percentage-rate-history', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: [] });
      }),
    );
    await renderScreen(<AprHistory ticker="ETH" />);
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(document.querySelector('.apr-history .apr-chart.apr-chart--loading')).not.toBeNull();
    expect(chart.data).toHaveLength(0);
  });

  it('speaks Turkish in tr', async () => {
    mockServer.use(http.get('*/v2/smart/flex-plans/:ticker/annual-percentage-rate-history', () => HttpResponse.json({ data: POINTS })));
    await renderScreen(<AprHistory ticker="ETH" />, { locale: 'tr' });
    expect(await screen.findByRole('figure', { name: 'ETH planının son 30 gündeki yıllık getirisi, çizgi grafik' })).toBeTruthy();
    expect(screen.getByText('Rakamları göster')).toBeTruthy();
  });

  it('says when the period has no points, and draws no chart', async () => {
    mockServer.use(http.get('*/v2/smart/flex-plans/:ticker/annual-percentage-rate-history', () => HttpResponse.json({ data: [] })));
    await renderScreen(<AprHistory ticker="ETH" />);
    expect(await screen.findByText('No APR history for this period.')).toBeTruthy();
    expect(screen.queryByRole('figure', { name: /line chart/ })).toBeNull();
  });
});
