/**
 * A balanceUpdate frame on the account socket refreshes the balances an open screen shows (the balance page
 * here), once per burst, for a signed-in user; a guest's app does not listen. A benefitLevelUpdate replaces the
 * session's benefits and refreshes the holding level on /wbt/boost; a WBT balance refreshes the WBT balances there.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getGetWbtBalancesMockHandler,
  getGetWbtBannerMockHandler,
  getGetWbtBenefitsMockHandler,
  getListWbtUnholdRequestsMockHandler,
} from '../../../generated/api/balances/balances.msw';
import type { SettingsResponse } from '../../../generated/api/model/settingsResponse.zod';
import { getGetSettingsQueryKey } from '../../../generated/api/session/session';
import { getGetSettingsResponseMock } from '../../../generated/api/session/session.msw';
import { WbtBoost } from '../../features/products/wbt-boost';
import { getListCurrenciesMockHandler, getListCurrencyRatesMockHandler } from '../../../generated/api/profile/profile.msw';
import { mockServer } from '../../../mocks/node';
import { BalanceScreen } from '../../features/balance/balance-screen';
import { RouteEntryContext } from '../routing/route-entry-context';
import { ROUTES } from '../routing/route-table';
import { renderScreen } from '../../testing/render';
import { serverConfigHandler } from '../../testing/server-config';
import { createKit } from '../../testing/socket-test-kit';
import { configureSocket } from '../socket/configure-socket';
import { tradeSocket } from '../socket/socket-client';
import { session } from '../session/session-store';
import { LiveBalances } from './live-balances';

const row = (main: string) => ({
  ticker: 'USDT',
  total: main,
  main,
  spot: '0',
  margin: '0',
  staking: '0',
  spotAvailable: '0',
  spotInOrders: '0',
});
let balanceCalls = 0;
let usdtMain = '600';

beforeEach(() => {
  balanceCalls = 0;
  usdtMain = '600';
  mockServer.use(
    serverConfigHandler(),
    http.get('*/v2/balances', () => {
      balanceCalls += 1;
      return HttpResponse.json({ data: [row(usdtMain)] });
    }),
    getListCurrencyRatesMockHandler({ data: [{ ticker: 'USDT', quote: 'BTC', rate: '0.00001' }] }),
    getListCurrenciesMockHandler({ data: [] }),
    getGetWbtBalancesMockHandler({ data: { main: '0', hold: '0', unhold: '0', trade: '0', launchpad: '0' } }),
  );
});
afterEach(() => {
  tradeSocket().stop();
  session.clear();
  localStorage.clear();
});

const frame = (amount: string, balance: string) => ({
  event: 'balanceUpdate',
  data: { ticker: 'USDT', type: 'main', amount, balance, withBorrow: balance },
});

async function renderBalancePage() {
  const kit = createKit();
  configureSocket(kit.env);
  await renderScreen(
    <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === '/balance/total')}>
      <BalanceScreen tab="total" />
      <LiveBalances />
    </RouteEntryContext.Provider>,
  );
  await screen.findAllByTestId('balance-row');
  return kit;
}

describe('LiveBalances', () => {
  it('refetches the balances once after a burst of balanceUpdate frames and shows the new amount', async () => {
    session.markLoggedIn({ permissions: {} });
    const kit = await renderBalancePage();
    // The listener comes after the first paint, in a chunk of its own; its socket opens with it.
    await waitFor(() => expect(kit.sockets).toHaveLength(1));
    act(() => kit.socket.open());
    await waitFor(() => expect(screen.getByTestId('balance-row').textContent).toContain('600'));
    const before = balanceCalls;
    usdtMain = '612.34567891';
    act(() => {
      kit.socket.push(frame('10', '610'));
      kit.socket.push(frame('2.34567891', '612.34567891'));
      kit.socket.push(frame('0', '612.34567891'));
    });
    await waitFor(() => expect(screen.getByTestId('balance-row').textContent).toContain('612.34567891'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(balanceCalls - before).toBe(1);
  });

  it('does not listen for a guest', async () => {
    const kit = await renderBalancePage();
    expect(kit.sockets).toHaveLength(0);
  });
});

describe('LiveBalances and the native token', () => {
  it('a benefitLevelUpdate replaces the session benefits and refreshes the holding level; a WBT balance its WBT balances', async () => {
    session.markLoggedIn({ permissions: {} });
    let level = { holdingLevel: 2, discount: '10', hold: '1000' };
    let wbtMain = '250';
    let wbtCalls = 0;
    mockServer.use(
      getGetWbtBannerMockHandler({ data: { price: '44.82', change: '1.94', holdingApr: '7.5', totalBurned: '42815722.18' } }),
      getListWbtUnholdRequestsMockHandler({ data: [] }),
      getGetWbtBenefitsMockHandler({ data: { holding: [], owning: [] } }),
      http.get('*/v2/funding-discount/user', () => HttpResponse.json({ data: level })),
      http.get('*/v2/wbt/balances', () => {
        wbtCalls += 1;
        return HttpResponse.json({ data: { main: wbtMain, hold: level.hold, unhold: '0', trade: '0', launchpad: '0' } });
      }),
    );
    const kit = createKit();
    configureSocket(kit.env);
    const held: { client?: QueryClient } = {};
    await renderScreen(
      <>
        <Grab into={held} />
        <WbtBoost />
        <LiveBalances />
      </>,
    );
    const queryClient = held.client!;
    await waitFor(() => expect(screen.getByTestId('wbt-level-current').textContent).toBe('Level 2'));
    await waitFor(() => expect(kit.sockets).toHaveLength(1));
    act(() => kit.socket.open());

    // Another session of the user held 1500 WBT: the server says so on the socket alone.
    level = { holdingLevel: 3, discount: '15', hold: '2500' };
    const benefits = {
      holdingLevel: 3,
      owningLevel: 1,
      holding: {
        freeAmlChecks: 5,
        freeWithdrawals: 5,
        makerFeeDiscount: '20',
        referralRate: 50,
        depositAddresses: 5,
        fundingDiscount: '15',
      },
      owning: { takerFeeDiscount: '10', makerFeeDiscount: '10' },
    };
    queryClient.setQueryData(getGetSettingsQueryKey(), getGetSettingsResponseMock());
    act(() => kit.socket.push({ event: 'benefitLevelUpdate', data: benefits }));
    await waitFor(() => expect(screen.getByTestId('wbt-level-current').textContent).toBe('Level 3'));
    expect(screen.getByTestId('wbt-level-discount').textContent).toBe('15\u00a0%');
    const settings = queryClient.getQueryData<SettingsResponse>(getGetSettingsQueryKey());
    expect(settings?.data.user?.benefits).toEqual({ ...benefits, holding: { ...benefits.holding, referralRate: '50' } });

    // A release completed on the exchange's clock: the WBT main balance changes, and the page shows it.
    const before = wbtCalls;
    wbtMain = '260';
    act(() =>
      kit.socket.push({ event: 'balanceUpdate', data: { ticker: 'WBT', type: 'main', amount: '10', balance: '260', withBorrow: '260' } }),
    );
    await waitFor(() => expect(screen.getByTestId('wbt-main').textContent).toBe('260 WBT'));
    expect(wbtCalls).toBeGreaterThan(before);
  });
});

/** Hands the screen's query client to the test. */
function Grab({ into }: { into: { client?: QueryClient } }) {
  into.client = useQueryClient();
  return null;
}
