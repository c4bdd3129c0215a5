import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getGetAutoInvestLimitsMockHandler,
  getGetAutoInvestSettingsMockHandler,
  getListAutoInvestAssetsMockHandler,
} from '../../../generated/api/auto-invest/auto-invest.msw';
import { mockServer } from '../../../mocks/node';
import { renderScreen } from '../../testing/render';
import { serverConfigHandler } from '../../testing/server-config';
import { EMPTY_PLAN, PlanForm } from './plan-form';

/** What the form may offer, as the server says it (assets per quote, limits, settings). */
const choices = ({
  periods = ['hourly', 'daily', 'weekly', 'monthly'] as ('hourly' | 'daily' | 'weekly' | 'monthly')[],
  maxAssets = 10,
} = {}) => [
  getListAutoInvestAssetsMockHandler({
    data: [
      { quote: 'USDT', assets: ['BTC', 'ETH'] },
      { quote: 'BTC', assets: ['ETH'] },
    ],
  }),
  getGetAutoInvestLimitsMockHandler({
    data: [
      { quote: 'USDT', minAmount: '5', maxAmount: '100000', decimals: 6 },
      { quote: 'BTC', minAmount: '0.0001', maxAmount: '2', decimals: 8 },
    ],
  }),
  getGetAutoInvestSettingsMockHandler({ data: { periods, maxAssets, maxPlans: 20, timeZone: 'UTC' } }),
];

function serve(answer: (body: unknown) => Response, calculated: unknown[] = []) {
  const bodies: unknown[] = [];
  mockServer.use(
    serverConfigHandler(),
    ...choices(),
    http.post('*/v2/smart/auto-invest/plans/calculate', async ({ request }) => {
      const body = (await request.json()) as { amount: string; assets: { ticker: string; percent: number }[] };
      calculated.push(body);
      return HttpResponse.json({
        data: {
          buys: body.assets.map((a) => ({
            ticker: a.ticker,
            spend: String((Number(body.amount) * a.percent) / 100),
            price: '100',
            amount: '0.5',
            fee: '0.0005',
          })),
        },
      });
    }),
    http.post('*/v2/smart/auto-invest/plans/create', async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

const openForm = async (locale = 'en') => {
  await renderScreen(<PlanForm base="/auto-invest" plan={EMPTY_PLAN} />, { locale, path: `/${locale}/auto-invest/create` });
  return screen.findByRole('form');
};

describe('PlanForm', () => {
  it('refuses shares that do not add up to 100 with a translated message and keeps what was typed', async () => {
    const bodies = serve(() => HttpResponse.json({}, { status: 500 }));
    const form = await openForm('tr');
    await userEvent.type(within(form).getByRole('textbox', { name: /Alım başına tutar/ }), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Varlık ekle' }));
    const second = within(form).getByLabelText('Varlık 2 payı (%)') as HTMLInputElement;
    expect(second.value).toBe('0');
    await userEvent.clear(second);
    await userEvent.type(second, '40');
    await userEvent.click(within(form).getByRole('button', { name: 'Plan oluştur' }));
    expect(await within(form).findByText('Payların toplamı %100 olmalıdır.')).toBeTruthy();
    expect(second.value).toBe('40');
    expect((within(form).getByLabelText('Varlık 1 payı (%)') as HTMLInputElement).value).toBe('100');
    expect(bodies).toEqual([]);
  });

  it('asks for the weekday of a weekly plan, then sends the plan with only the fields its period uses', async () => {
    const bodies = serve(() =>
      HttpResponse.json({
        data: {
          id: 31001,
          quote: 'USDT',
          amount: '100',
          assets: [
            { ticker: 'BTC', percent: 60 },
            { ticker: 'ETH', percent: 40 },
          ],
          schedule: { period: 'weekly', time: '09:00', weekday: 3 },
          status: 'active',
          createdAt: 1795046400,
          nextRunAt: 1795046420,
          totalInvested: '0',
          executions: 0,
        },
      }),
    );
    const form = await openForm();
    await userEvent.type(within(form).getByRole('textbox', { name: /Amount per purchase/ }), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Add an asset' }));
    const first = within(form).getByLabelText('Share of asset 1 (%)');
    await userEvent.clear(first);
    await userEvent.type(first, '60');
    const second = within(form).getByLabelText('Share of asset 2 (%)');
    await userEvent.clear(second);
    await userEvent.type(second, '40');
    await userEvent.selectOptions(within(form).getByLabelText('How often'), 'weekly');
    await userEvent.click(within(form).getByRole('button', { name: 'Create plan' }));
    expect(await within(form).findByText('Choose the day of the week.')).toBeTruthy();
    await userEvent.selectOptions(within(form).getByLabelText('Day of the week'), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Create plan' }));
    await expect
      .poll(() => bodies)
      .toEqual([
        {
          quote: 'USDT',
          amount: '100',
          assets: [
            { ticker: 'BTC', percent: 60 },
            { ticker: 'ETH', percent: 40 },
          ],
          schedule: { period: 'weekly', time: '09:00', weekday: 3 },
        },
      ]);
  });

  it("puts the server's 422 on its field and keeps the amount", async () => {
    serve(() =>
      HttpResponse.json(
        { code: 32, message: 'Validation failed', errors: { amount: ["Each asset's part must be at least 5 USDT (BTC)."] } },
        { status: 422 },
      ),
    );
    const form = await openForm();
    const amount = within(form).getByRole('textbox', { name: /Amount per purchase/ }) as HTMLInputElement;
    await userEvent.type(amount, '6');
    await userEvent.click(within(form).getByRole('button', { name: 'Create plan' }));
    expect(await within(form).findByText("Each asset's part must be at least 5 USDT (BTC).")).toBeTruthy();
    expect(amount.value).toBe('6');
  });

  it("offers the server's quotes, assets and periods, holds the amount to the quote's limits, and previews a purchase", async () => {
    const calculated: unknown[] = [];
    const bodies = serve(() => HttpResponse.json({}, { status: 500 }), calculated);
    const form = await openForm();
    expect([...(within(form).getByTestId('auto-invest-quote') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['USDT', 'BTC']);
    expect([...(within(form).getByLabelText('Asset 1') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['BTC', 'ETH']);
    expect(within(form).getByText(/From 5 to 100,000 USDT per purchase\./)).toBeTruthy();
    const amount = within(form).getByRole('textbox', { name: /Amount per purchase/ }) as HTMLInputElement;
    await userEvent.type(amount, '4');
    await userEvent.click(within(form).getByRole('button', { name: 'Create plan' }));
    expect(await within(form).findByText('Enter from 5 to 100,000 USDT.')).toBeTruthy();
    expect(bodies).toEqual([]);
    expect(calculated).toEqual([]);
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    const buy = await within(form).findByTestId('auto-invest-preview-buy');
    expect(buy.textContent).toBe('0.5 BTC for 100 USDT at 100 (fee 0.0005 BTC)');
    expect(calculated.at(-1)).toEqual({ quote: 'USDT', amount: '100', assets: [{ ticker: 'BTC', percent: 100 }] });
    // Another quote: its own assets.
    await userEvent.selectOptions(within(form).getByTestId('auto-invest-quote'), 'BTC');
    expect(within(form).getByText(/From 0\.0001 to 2 BTC per purchase\./)).toBeTruthy();
  });

  it('offers only the periods the settings name and no more assets than they allow', async () => {
    serve(() => HttpResponse.json({}, { status: 500 }));
    mockServer.use(...choices({ periods: ['daily', 'weekly'], maxAssets: 2 }));
    const form = await openForm();
    expect([...(within(form).getByLabelText('How often') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['daily', 'weekly']);
    await userEvent.click(within(form).getByRole('button', { name: 'Add an asset' }));
    expect(within(form).getAllByTestId('auto-invest-asset')).toHaveLength(2);
    expect(within(form).queryByRole('button', { name: 'Add an asset' })).toBeNull();
  });
});
