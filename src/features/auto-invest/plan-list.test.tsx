import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getGetAutoInvestOverviewMockHandler, getListAutoInvestPlansMockHandler } from '../../../generated/api/auto-invest/auto-invest.msw';
import { mockServer } from '../../../mocks/node';
import { renderScreen } from '../../testing/render';
import { serverConfigHandler } from '../../testing/server-config';
import { PlanList } from './plan-list';

const PLANS = [
  {
    id: 31002,
    quote: 'USDT',
    amount: '100.5',
    assets: [
      { ticker: 'BTC', percent: 60 },
      { ticker: 'ETH', percent: 40 },
    ],
    schedule: { period: 'weekly' as const, time: '09:00', weekday: 1 },
    status: 'active' as const,
    createdAt: 1795046400,
    nextRunAt: 1795424400,
    totalInvested: '301.5',
    executions: 3,
  },
  {
    id: 31001,
    quote: 'USDT',
    amount: '25',
    assets: [{ ticker: 'BTC', percent: 100 }],
    schedule: { period: 'monthly' as const, time: '18:30', monthDay: 15 },
    status: 'paused' as const,
    createdAt: 1794960000,
    totalInvested: '0',
    executions: 0,
  },
];

describe('PlanList', () => {
  it('lists each plan with its assets, amount, schedule, status and what it invested, linking to the plan', async () => {
    mockServer.use(serverConfigHandler(), getListAutoInvestPlansMockHandler({ data: PLANS }));
    await renderScreen(<PlanList base="/auto-invest" />, { path: '/en/auto-invest' });
    const rows = await screen.findAllByTestId('auto-invest-plan-row');
    expect(rows).toHaveLength(2);
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[0]).toBe('BTC 60%, ETH 40%');
    expect(cells[1]).toBe('100.5 USDT');
    expect(cells[2]).toBe('Every Monday at 09:00 (UTC)');
    expect(cells[3]).toBe('Active');
    expect(cells[5]).toBe('301.5 USDT');
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/en/auto-invest/31002');
    const paused = within(rows[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(paused.slice(0, 5)).toEqual(['BTC', '25 USDT', 'Every month on day 15 at 18:30 (UTC)', 'Paused', '—']);
  });

  it('says when there are none, in Turkish', async () => {
    mockServer.use(serverConfigHandler(), getListAutoInvestPlansMockHandler({ data: [] }));
    await renderScreen(<PlanList base="/auto-invest" />, { locale: 'tr', path: '/tr/auto-invest' });
    expect(await screen.findByText('Henüz planınız yok. Düzenli alım yapmaya başlamak için bir plan oluşturun.')).toBeTruthy();
  });

  it('sums up the plans above them: how many run, the next purchase, what was spent and bought', async () => {
    mockServer.use(
      serverConfigHandler(),
      getListAutoInvestPlansMockHandler({ data: PLANS }),
      getGetAutoInvestOverviewMockHandler({
        data: {
          activePlans: 1,
          pausedPlans: 1,
          nextRunAt: 1795424400,
          spent: [{ ticker: 'USDT', amount: '301.5' }],
          bought: [
            { ticker: 'BTC', amount: '0.00185412' },
            { ticker: 'ETH', amount: '0.03317646' },
          ],
        },
      }),
    );
    await renderScreen(<PlanList base="/auto-invest" />, { path: '/en/auto-invest' });
    await screen.findByTestId('auto-invest-overview-plans');
    await expect.poll(() => screen.getByTestId('auto-invest-overview-plans').textContent).toBe('1 active, 1 paused');
    expect(screen.getByTestId('auto-invest-overview-spent').textContent).toBe('301.5 USDT');
    expect(screen.getByTestId('auto-invest-overview-bought').textContent).toBe('0.00185412 BTC, 0.03317646 ETH');
    expect(screen.getByTestId('auto-invest-overview-next').textContent).not.toBe('None yet');
  });
});
