/**
 * The WB soul dashboard against the demo ledger (mocks/ledger/wb-soul): the demo user's level and points from the
 * achievements the ledger's activity completed, a trade moving the trading ones, minting the token once; a user not
 * yet verified is told to verify first. The next level's arithmetic on its own.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { placeSpotMarketOrder } from '../../../generated/api/trade/trade';
import { mockHandlers } from '../../../mocks/handlers';
import { createUser, DEMO_USER_ID, startSession } from '../../../mocks/ledger/auth/state';
import { mockExchange, mockServer } from '../../../mocks/node';
import { session } from '../../lib/session/session-store';
import { renderScreen } from '../../testing/render';
import { nextLevel, WbSoulDashboardScreen } from './wb-soul-dashboard';

const LEVELS = [0, 50, 150, 300, 500, 800].map((points, level) => ({ level, points }));

beforeEach(() => {
  mockExchange.login();
  session.markLoggedIn({ permissions: {} });
  mockServer.use(...mockHandlers(mockExchange));
});

const achievement = (id: string) => screen.getAllByTestId('soul-achievement').find((a) => a.getAttribute('data-id') === id)!;

describe('the WB soul dashboard', () => {
  it('says how far the next level is, and nothing past the top', () => {
    expect(nextLevel({ points: 200, level: 2, levels: LEVELS })).toEqual({ level: 3, points: 300, missing: 100, share: 1 / 3 });
    expect(nextLevel({ points: 0, level: 0, levels: LEVELS })).toMatchObject({ level: 1, missing: 50, share: 0 });
    expect(nextLevel({ points: 800, level: 5, levels: LEVELS })).toBeUndefined();
  });

  it("shows the demo user's level from its achievements; a trade completes the first trade; the token is minted once", async () => {
    startSession(mockExchange.ledger, DEMO_USER_ID, 'password');
    await renderScreen(<WbSoulDashboardScreen />);
    await screen.findByTestId('wb-soul');
    // Verified, a second factor and 1000 WBT on hold in the seed: 100 + 50 + 100 points, level 2.
    expect(achievement('verified-identity').getAttribute('data-done')).toBe('true');
    expect(achievement('secured-account').getAttribute('data-done')).toBe('true');
    expect(achievement('wbt-holder').getAttribute('data-done')).toBe('true');
    expect(achievement('first-trade').getAttribute('data-done')).toBe('false');
    expect(within(achievement('volume-1k')).getByTestId('soul-achievement-progress').textContent).toBe('0 of 1,000 USDT · 100 points');
    const points = Number(screen.getByTestId('soul-points').textContent!.split(' ')[0]);
    expect(points).toBeGreaterThanOrEqual(250);

    // A market buy of 200 USDT, as the trade page would send it.
    expect((await placeSpotMarketOrder({ market: 'BTC-USDT', side: 2, amount: '200' })).data.market).toBe('BTC-USDT');
    cleanup();
    await renderScreen(<WbSoulDashboardScreen />);
    await waitFor(() => expect(achievement('first-trade').getAttribute('data-done')).toBe('true'));
    expect(within(achievement('volume-1k')).getByTestId('soul-achievement-progress').textContent).toMatch(
      /^19\d(\.\d{1,2})? of 1,000 USDT · 100 points$/,
    );
    expect(screen.getByTestId('soul-points').textContent).toBe(`${points + 50} points`);

    await userEvent.click(screen.getByTestId('soul-mint'));
    await waitFor(() => expect(screen.getByTestId('soul-token').getAttribute('data-minted')).toBe('true'));
    expect(screen.getByTestId('soul-token-id').textContent).toMatch(/^#\d+$/);
    expect(screen.queryByTestId('soul-mint')).toBeNull();
  });

  it('tells a user not yet verified to verify before minting', async () => {
    const user = createUser(mockExchange.ledger, { email: 'soul-new@meridian.example', consents: [] });
    startSession(mockExchange.ledger, user.userId, 'password');
    await renderScreen(<WbSoulDashboardScreen />);
    await userEvent.click(await screen.findByTestId('soul-mint'));
    const told = await screen.findByTestId('soul-needs-kyc');
    expect(told.textContent).toContain('verify your identity first');
    expect(within(told).getByRole('link').getAttribute('href')).toBe('/verification');
  });
});
