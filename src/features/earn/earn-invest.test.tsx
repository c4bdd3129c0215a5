import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { isNotFound } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListBalancesByTypeMockHandler } from '../../../generated/api/balances/balances.msw';
import {
  getCloseFixedInvestmentMockHandler,
  getGetFixedPlanDetailMockHandler,
  getListFixedInvestmentsMockHandler,
  getListFixedPlansMockHandler,
} from '../../../generated/api/earn-fixed/earn-fixed.msw';
import {
  getGetFlexPlanDetailMockHandler,
  getListFlexInvestmentHistoryMockHandler,
  getListFlexPlanAprHistoryMockHandler,
} from '../../../generated/api/earn-flex/earn-flex.msw';
import type { FlexInvestment } from '../../../generated/api/model/flexInvestment.zod';
import { getListCurrenciesMockHandler } from '../../../generated/api/profile/profile.msw';
import { getGetSettingsMockHandler, getGetSettingsResponseMock } from '../../../generated/api/session/session.msw';
import { mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { session } from '../../lib/session/session-store';
import { notify } from '../../lib/toast/toast';
import { renderScreen } from '../../testing/render';
import { formatReward, rewardStep } from './earn-format';
import { FixedPlanScreen } from './fixed-plan-screen';
import { FlexPlanScreen } from './flex-plan-screen';

const FLEX_PATH = '/earn/crypto-lending/create/flex/:slug';
const FIXED_PATH = '/earn/crypto-lending/create/fixed/:slug';
const inRoute = (path: string, ui: ReactNode) => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>{ui}</RouteEntryContext.Provider>
);

const investment = (over: Partial<FlexInvestment> = {}): FlexInvestment => ({
  ticker: 'USDT',
  amount: '500',
  earned: '0.000000004',
  status: 1,
  autoReinvest: false,
  ...over,
});

const flexPlan = (inv?: FlexInvestment) =>
  getGetFlexPlanDetailMockHandler({
    data: {
      ticker: 'USDT',
      rates: [{ rate: '8.5', bonusEnabled: false }],
      minAmount: '10',
      maxAmount: '10000',
      ...(inv ? { investment: inv } : {}),
    },
  });

class Catch extends Component<{ children: ReactNode; onError: (e: unknown) => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? <p>caught</p> : this.props.children;
  }
}

beforeEach(() => {
  session.markLoggedIn({ permissions: {} });
  mockServer.use(
    getListCurrenciesMockHandler({ data: [] }),
    getListBalancesByTypeMockHandler({ data: [{ ticker: 'USDT', main: '1000' }] }),
    getListFlexInvestmentHistoryMockHandler({ data: [], pagination: { limit: 20, offset: 0, total: 0 } }),
    getListFlexPlanAprHistoryMockHandler({ data: [] }),
  );
});
afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

describe('reward display', () => {
  it('shows a reward below the smallest step as "< step", at most 8 places', () => {
    expect(rewardStep(18)).toBe('0.00000001');
    expect(rewardStep(2)).toBe('0.01');
    expect(formatReward('0.000000004', 18, 'en')).toBe('< 0.00000001');
    expect(formatReward('0.004', 2, 'en')).toBe('< 0.01');
    expect(formatReward('0', 8, 'en')).toBe('0');
    expect(formatReward('1.23456789123', 18, 'en')).toBe('1.23456789');
  });
});

describe('flexible plan', () => {
  it('fills the amount from the link without dashes and invests with auto-reinvest', async () => {
    let body: unknown;
    mockServer.use(
      flexPlan(),
      http.post('*/v2/smart/flex-plans/investments/:ticker/invest', async ({ request, params }) => {
        body = { ticker: params.ticker, ...((await request.json()) as object) };
        return HttpResponse.json({ data: investment({ amount: '250' }) });
      }),
    );
    await renderScreen(inRoute(FLEX_PATH, <FlexPlanScreen ticker="USDT" amount="2-50" reinvest />));
    const form = await screen.findByRole('form', { name: 'Invest USDT' });
    const amount = within(form).getByLabelText('Amount') as HTMLInputElement;
    expect(amount.value).toBe('250');
    expect((within(form).getByRole('checkbox', { name: 'Reinvest daily earnings automatically' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(form).getByRole('button', { name: 'Invest' }));
    await waitFor(() => expect(body).toEqual({ ticker: 'USDT', amount: '250', autoReinvest: true }));
  });

  it('refuses amounts below the minimum or above the main balance without a call', async () => {
    let calls = 0;
    mockServer.use(
      flexPlan(),
      http.post('*/v2/smart/flex-plans/investments/:ticker/invest', () => {
        calls++;
        return HttpResponse.json({ data: investment() });
      }),
    );
    await renderScreen(inRoute(FLEX_PATH, <FlexPlanScreen ticker="USDT" />));
    const form = await screen.findByRole('form', { name: 'Invest USDT' });
    const amount = within(form).getByLabelText('Amount');
    await userEvent.type(amount, '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Invest' }));
    expect(within(form).getByRole('alert').textContent).toBe('The minimum is 10 USDT.');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1500');
    await userEvent.click(within(form).getByRole('button', { name: 'Invest' }));
    expect(within(form).getByRole('alert').textContent).toBe('Your main balance has 1,000 USDT.');
    expect(calls).toBe(0);
  });

  it('shows earned rewards below the step as "< step"', async () => {
    mockServer.use(flexPlan(investment()));
    await renderScreen(inRoute(FLEX_PATH, <FlexPlanScreen ticker="USDT" />));
    expect((await screen.findByTestId('flex-earned')).textContent).toBe('< 0.00000001 USDT');
  });

  it('keeps a redeem 422 on minAmountLeft on the form, without a toast', async () => {
    const toast = vi.spyOn(notify, 'error');
    mockServer.use(
      flexPlan(investment()),
      http.post('*/v2/smart/flex-plans/investments/:ticker/withdraw', () =>
        HttpResponse.json(
          { code: 30, message: 'Validation failed', errors: { minAmountLeft: ['At least 10 USDT must remain invested.'] } },
          { status: 422 },
        ),
      ),
    );
    await renderScreen(inRoute(FLEX_PATH, <FlexPlanScreen ticker="USDT" />));
    const form = await screen.findByRole('form', { name: 'Redeem' });
    const amount = within(form).getByLabelText('Amount to redeem') as HTMLInputElement;
    await userEvent.type(amount, '495');
    await userEvent.click(within(form).getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('At least 10 USDT must remain invested.'));
    expect(amount.value).toBe('495');
    expect(toast).not.toHaveBeenCalled();
  });

  it('refetches the active history about a second after a redeem', async () => {
    const asked: number[] = [];
    mockServer.use(
      flexPlan(investment()),
      http.get('*/v2/smart/flex-plans/investments/history', ({ request }) => {
        const params = new URL(request.url).searchParams;
        expect(params.get('status')).toBe('1');
        asked.push(Date.now());
        return HttpResponse.json({ data: [], pagination: { limit: 20, offset: 0, total: 0 } });
      }),
      http.post('*/v2/smart/flex-plans/investments/:ticker/withdraw', () => HttpResponse.json({ data: investment({ amount: '400' }) })),
    );
    await renderScreen(inRoute(FLEX_PATH, <FlexPlanScreen ticker="USDT" />));
    await waitFor(() => expect(asked).toHaveLength(1));
    const form = await screen.findByRole('form', { name: 'Redeem' });
    await userEvent.type(within(form).getByLabelText('Amount to redeem'), '100');
    const redeemedAt = Date.now();
    await userEvent.click(within(form).getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]! - redeemedAt).toBeGreaterThanOrEqual(900);
  });

  it('is the fatal 404 when the plan does not exist', async () => {
    let caught: unknown;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockServer.use(http.get('*/v2/smart/flex-plans/:ticker/detail', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    await renderScreen(inRoute(FLEX_PATH, <Catch onError={(e) => (caught = e)}>{<FlexPlanScreen ticker="NOPE" />}</Catch>));
    await waitFor(() => expect(isNotFound(caught)).toBe(true));
  });
});

describe('fixed plan', () => {
  beforeEach(() => {
    const settings = getGetSettingsResponseMock();
    mockServer.use(
      getGetSettingsMockHandler({
        data: { ...settings.data, permissions: { ...settings.data.permissions, earn: { enabled: true, hide: false } } },
      }),
      getListFixedPlansMockHandler({
        data: [
          { id: 7, ticker: 'USDT', durationDays: 30, rate: '12', minAmount: '50', maxAmount: '5000', isSoldOut: false },
          { id: 8, ticker: 'USDT', durationDays: 90, rate: '15', minAmount: '50', maxAmount: '5000', isSoldOut: false },
        ],
      }),
      getGetFixedPlanDetailMockHandler(({ params }) => ({
        data: {
          id: Number(params.id),
          ticker: 'USDT',
          durationDays: Number(params.id) === 7 ? 30 : 90,
          rate: Number(params.id) === 7 ? '12' : '15',
          minAmount: '50',
          maxAmount: '5000',
          isSoldOut: false,
          poolSize: '100000',
          poolLeft: '800',
        },
      })),
      getListFixedInvestmentsMockHandler({ data: [] }),
      getCloseFixedInvestmentMockHandler(),
    );
  });

  it('shows the profit of the amount: 0 without a call, then the server figure; dashes are stripped', async () => {
    const asked: unknown[] = [];
    mockServer.use(
      http.post('*/v2/smart/fixed-plans/investments/:id/calculate-profit', async ({ request, params }) => {
        const body = (await request.json()) as { amount: string };
        asked.push({ id: params.id, ...body });
        // The figure names the amount it was worked out for: a busy machine may let the debounce ask for "30" first.
        return HttpResponse.json({ data: { totalProfit: body.amount === '300' ? '9.86' : '0.98' } });
      }),
    );
    await renderScreen(inRoute(FIXED_PATH, <FixedPlanScreen ticker="USDT" amount="-0" planId={8} />));
    const form = await screen.findByRole('form', { name: 'Invest USDT' });
    expect((within(form).getByLabelText('Amount') as HTMLInputElement).value).toBe('0');
    await waitFor(() => expect(screen.getByTestId('fixed-profit').textContent).toBe('Profit over the term: 0 USDT'));
    expect(asked).toEqual([]);

    await userEvent.clear(within(form).getByLabelText('Amount'));
    await userEvent.type(within(form).getByLabelText('Amount'), '300');
    await waitFor(() => expect(screen.getByTestId('fixed-profit').textContent).toBe('Profit over the term: 9.86 USDT'));
    // The last call is for what was typed; any earlier one (typing slower than the debounce) for a part of it.
    expect(asked.at(-1)).toEqual({ id: '8', amount: '300' });
    for (const call of asked) expect(['3', '30', '300']).toContain((call as { amount: string }).amount);
  });

  it('invests in the chosen term within what is left of the pool', async () => {
    let body: unknown;
    mockServer.use(
      http.post('*/v2/smart/fixed-plans/investments/:id/calculate-profit', () => HttpResponse.json({ data: { totalProfit: '1' } })),
      http.post('*/v2/smart/fixed-plans/investments', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          data: { id: 1, planId: 7, ticker: 'USDT', amount: '100', rate: '12', expectedProfit: '1', status: 1, startedAt: 1, endsAt: 2 },
        });
      }),
    );
    await renderScreen(inRoute(FIXED_PATH, <FixedPlanScreen ticker="USDT" />));
    expect((await screen.findByRole('radio', { name: '30 days' })).getAttribute('aria-checked')).toBe('true');
    const form = await screen.findByRole('form', { name: 'Invest USDT' });
    await userEvent.type(within(form).getByLabelText('Amount'), '900');
    await userEvent.click(within(form).getByRole('button', { name: 'Invest' }));
    expect(within(form).getByRole('alert').textContent).toBe('Only 800 USDT is left in this plan.');
    await userEvent.clear(within(form).getByLabelText('Amount'));
    await userEvent.type(within(form).getByLabelText('Amount'), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Invest' }));
    await waitFor(() => expect(body).toEqual({ id: 7, amount: '100' }));
  });

  it('permissions.earn.hide hides the fixed plan detail (terms, pool, invest form), keeps the own investments, and the flexible plan', async () => {
    const settings = getGetSettingsResponseMock();
    let detailAsked = false;
    mockServer.use(
      getGetSettingsMockHandler({
        data: { ...settings.data, permissions: { ...settings.data.permissions, earn: { enabled: true, hide: true } } },
      }),
      http.get('*/v2/smart/fixed-plans/:id/detail', () => {
        detailAsked = true;
        return HttpResponse.json({}, { status: 500 });
      }),
      getListFixedInvestmentsMockHandler({
        data: [
          {
            id: 3,
            planId: 7,
            ticker: 'USDT',
            amount: '100',
            rate: '12',
            expectedProfit: '0.98',
            status: 1,
            startedAt: 1795000000,
            endsAt: 1797592000,
          },
        ],
      }),
    );
    await renderScreen(inRoute(FIXED_PATH, <FixedPlanScreen ticker="USDT" />));
    expect((await screen.findByTestId('fixed-hidden')).textContent).toBe('Fixed plans are not available for your account.');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    const mine = await screen.findByTestId('fixed-investments');
    expect(within(mine).getByRole('button', { name: 'Close early' })).toBeTruthy();
    expect(detailAsked).toBe(false);

    // The flexible plan's detail is not the fixed one: it stays.
    mockServer.use(flexPlan());
    await renderScreen(inRoute(FLEX_PATH, <FlexPlanScreen ticker="USDT" />));
    expect(await screen.findByRole('form', { name: 'Invest USDT' })).toBeTruthy();
  });

  it('says so for a ticker without fixed plans', async () => {
    await renderScreen(inRoute(FIXED_PATH, <FixedPlanScreen ticker="DOGE" />));
    expect(await screen.findByText('There is no fixed plan for DOGE right now.')).toBeTruthy();
  });

  it('is the fatal 404 when the plan detail is not found', async () => {
    let caught: unknown;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockServer.use(
      http.get('*/v2/smart/fixed-plans/:id/detail', () =>
        HttpResponse.json({ message: 'Validation failed', data: { ticker: ['Unknown plan.'] } }, { status: 422 }),
      ),
    );
    await renderScreen(inRoute(FIXED_PATH, <Catch onError={(e) => (caught = e)}>{<FixedPlanScreen ticker="USDT" />}</Catch>));
    await waitFor(() => expect(isNotFound(caught)).toBe(true));
  });
});
