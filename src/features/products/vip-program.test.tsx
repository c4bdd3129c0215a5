/**
 * /vip-program: the user's level from their WBT on hold and 30-day volume, the next level's two needs (each said as
 * met or as what is missing), the levels' table with the user's own marked; a guest gets the levels and a login.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getGetVipProgramMockHandler } from '../../../generated/api/misc/misc.msw';
import type { VipLevel } from '../../../generated/api/model/vipLevel.zod';
import { mockServer } from '../../../mocks/node';
import { session } from '../../lib/session/session-store';
import { renderScreen } from '../../testing/render';
import { VipProgram } from './vip-program';

const LEVELS: VipLevel[] = [
  { level: 0, minHolding: '0', minVolume30d: '0', makerFee: '0.1', takerFee: '0.1', withdrawalLimit: '100000', support: 'standard' },
  { level: 1, minHolding: '100', minVolume30d: '1000', makerFee: '0.09', takerFee: '0.1', withdrawalLimit: '250000', support: 'standard' },
  {
    level: 2,
    minHolding: '1000',
    minVolume30d: '100000',
    makerFee: '0.08',
    takerFee: '0.09',
    withdrawalLimit: '500000',
    support: 'priority',
  },
];

afterEach(() => session.clear());

describe('the VIP programme screen', () => {
  it('shows the level that the holding and the volume give, and what the next level still needs of each', async () => {
    session.markLoggedIn({ permissions: {} });
    mockServer.use(
      getGetVipProgramMockHandler({
        data: {
          ticker: 'WBT',
          volumeCurrency: 'USDT',
          levels: LEVELS,
          mine: { level: 1, holding: '1000', volume30d: '2431.87', next: { level: 2, holdingNeeded: '0', volumeNeeded: '97568.13' } },
        },
      }),
    );
    await renderScreen(<VipProgram />);
    const mine = await screen.findByTestId('vip-mine');
    expect(mine.getAttribute('data-level')).toBe('1');
    expect(within(mine).getByRole('heading', { level: 2 }).textContent).toBe('Your VIP level: 1');
    expect(screen.getByTestId('vip-holding').textContent).toBe('1,000 WBT');
    expect(screen.getByTestId('vip-volume').textContent).toBe('2,431.87 USDT');
    expect(within(mine).getByRole('heading', { level: 3 }).textContent).toBe('To reach level 2');
    expect(screen.getByTestId('vip-next-holding').textContent).toBe('WBT on hold: 1,000 WBT reached.');
    expect(screen.getByTestId('vip-next-volume').textContent).toBe('Trade 97,568.13 USDT more within 30 days (100,000.00 USDT in all).');
    const rows = screen.getAllByTestId('vip-level-row');
    expect(rows.map((r) => r.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(rows[2]!.textContent).toContain('Priority');
  });

  it('says the top level has nothing further to reach', async () => {
    session.markLoggedIn({ permissions: {} });
    mockServer.use(
      getGetVipProgramMockHandler({
        data: { ticker: 'WBT', volumeCurrency: 'USDT', levels: LEVELS, mine: { level: 2, holding: '5000', volume30d: '250000' } },
      }),
    );
    await renderScreen(<VipProgram />);
    expect((await screen.findByTestId('vip-top')).textContent).toBe('You have reached the highest VIP level.');
  });

  it('gives a guest the levels and a login', async () => {
    mockServer.use(getGetVipProgramMockHandler({ data: { ticker: 'WBT', volumeCurrency: 'USDT', levels: LEVELS } }));
    await renderScreen(<VipProgram />);
    expect(await screen.findAllByTestId('vip-level-row')).toHaveLength(3);
    expect(screen.queryByTestId('vip-mine')).toBeNull();
    expect(screen.getByText('Log in to see your VIP level, your WBT on hold and your trading volume.')).toBeTruthy();
  });
});
