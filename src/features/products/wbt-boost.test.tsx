import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getGetWbtBalancesMockHandler,
  getGetWbtBannerMockHandler,
  getGetWbtBenefitsMockHandler,
  getHoldWbtMockHandler,
  getListWbtUnholdRequestsMockHandler,
} from '../../../generated/api/balances/balances.msw';
import {
  getGetUserFundingDiscountMockHandler,
  getGetWbtHoldingFundingDiscountMockHandler,
} from '../../../generated/api/funding/funding.msw';
import { mockServer } from '../../../mocks/node';
import { renderScreen } from '../../testing/render';
import { WbtBoost } from './wbt-boost';

function serve() {
  mockServer.use(
    getGetWbtBalancesMockHandler({ data: { main: '120.5', hold: '2500', unhold: '0', trade: '35.25', launchpad: '0' } }),
    getGetWbtBannerMockHandler({ data: { price: '44.82', change: '1.94', holdingApr: '7.5', totalBurned: '42815722.18' } }),
    getListWbtUnholdRequestsMockHandler({
      data: [{ id: 5512, amount: '100', force: false, status: 'pending', createdAt: 1795082400, availableAt: 1795687200 }],
    }),
    getGetUserFundingDiscountMockHandler({ data: { holdingLevel: 2, discount: '10', hold: '2400.5' } }),
    getGetWbtBenefitsMockHandler({
      data: {
        holding: [
          {
            level: 2,
            minAmount: '1000',
            freeAmlChecks: 3,
            freeWithdrawals: 3,
            makerFeeDiscount: '10',
            referralRate: 45,
            depositAddresses: 3,
            fundingDiscount: '10',
          },
          {
            level: 3,
            minAmount: '2500',
            freeAmlChecks: 5,
            freeWithdrawals: 5,
            makerFeeDiscount: '20',
            referralRate: 50,
            depositAddresses: 5,
            fundingDiscount: '15',
          },
        ],
        owning: [],
      },
    }),
    getGetWbtHoldingFundingDiscountMockHandler({ data: { level: 3, discount: '15.5' } }),
  );
}

describe('WbtBoost', () => {
  it('shows the holding level, its funding discount and what the next level needs, exactly', async () => {
    serve();
    await renderScreen(<WbtBoost />);
    expect((await screen.findByTestId('wbt-level-current')).textContent).toBe('Level 2');
    expect(screen.getByTestId('wbt-level-discount').textContent).toBe('10\u00a0%');
    // 2500 - 2400.5, and the next level's discount from its own call.
    await waitFor(() =>
      expect(screen.getByTestId('wbt-level-next').textContent).toBe(
        'Hold 99.5 WBT more to reach level 3: a funding discount of 15.5\u00a0%.',
      ),
    );
  });

  it('shows the balances and refuses more than the main balance without calling the server', async () => {
    serve();
    let called = false;
    mockServer.use(
      http.post('*/v2/wbt/hold', () => {
        called = true;
        return HttpResponse.json({ data: {} });
      }),
    );
    await renderScreen(<WbtBoost />);
    expect((await screen.findByTestId('wbt-main')).textContent).toBe('120.5 WBT');
    const form = screen.getByTestId('hold-form');
    await userEvent.type(within(form).getByTestId('hold-amount-input'), '120.51');
    await userEvent.click(within(form).getByTestId('hold-submit'));
    expect((await within(form).findByTestId('hold-amount-error')).textContent).toBe('You have 120.5 WBT available.');
    expect((within(form).getByTestId('hold-amount-input') as HTMLInputElement).value).toBe('120.51');
    expect(called).toBe(false);
  });

  it('holds the amount, disables the button while sending and shows the new balances', async () => {
    serve();
    let body: unknown;
    // The answer waits until the test has seen the button disabled (a fixed delay here could pass before the check).
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockServer.use(
      getHoldWbtMockHandler(async ({ request }) => {
        body = await request.json();
        await answered;
        return { data: { main: '20.5', hold: '2600', unhold: '0', trade: '35.25', launchpad: '0' } };
      }),
    );
    await renderScreen(<WbtBoost />);
    const form = await screen.findByTestId('hold-form');
    await userEvent.type(within(form).getByTestId('hold-amount-input'), '100');
    await userEvent.click(within(form).getByTestId('hold-submit'));
    await waitFor(() => expect((within(form).getByTestId('hold-submit') as HTMLButtonElement).disabled).toBe(true));
    answer();
    // The new balances, the emptied field and the button free again come in separate renders: wait for all three.
    await waitFor(() => {
      expect(screen.getByTestId('wbt-hold').textContent).toBe('2,600 WBT');
      expect((within(form).getByTestId('hold-amount-input') as HTMLInputElement).value).toBe('');
      expect((within(form).getByTestId('hold-submit') as HTMLButtonElement).disabled).toBe(false);
    });
    expect(body).toEqual({ amount: '100' });
  });

  it('puts the server field error on the amount and keeps what was typed', async () => {
    serve();
    mockServer.use(
      http.post('*/v2/wbt/hold', () =>
        HttpResponse.json({ code: 37, message: 'Validation failed', errors: { amount: ['Not enough balance.'] } }, { status: 422 }),
      ),
    );
    await renderScreen(<WbtBoost />, { locale: 'tr' });
    const form = await screen.findByTestId('hold-form');
    await userEvent.type(within(form).getByTestId('hold-amount-input'), '50,25');
    await userEvent.click(within(form).getByTestId('hold-submit'));
    expect((await within(form).findByTestId('hold-amount-error')).textContent).toBe('Not enough balance.');
    // Kept as typed: Turkish writes 50.25 as 50,25 (50.25 would read as 5025).
    expect((within(form).getByTestId('hold-amount-input') as HTMLInputElement).value).toBe('50,25');
  });

  it('lists unhold requests with a cancel for the pending ones', async () => {
    serve();
    await renderScreen(<WbtBoost />);
    const rows = await screen.findAllByTestId('unhold-request');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('100 WBT');
    expect(within(rows[0]!).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
