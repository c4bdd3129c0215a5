import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getGetWbtBalancesMockHandler, getListBalancesMockHandler } from '../../../generated/api/balances/balances.msw';
import { getListCurrenciesMockHandler, getListCurrencyRatesMockHandler } from '../../../generated/api/profile/profile.msw';
import { getGetSettingsMockHandler, getGetSettingsResponseMock } from '../../../generated/api/session/session.msw';
import { mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { renderScreen } from '../../testing/render';
import { BalanceScreen } from './balance-screen';
import type { BalanceTab } from './balance-tabs';
import { VIEW_PREFERENCES_KEY } from './view-preferences';

const BALANCES = [
  { ticker: 'BTC', total: '0.5', main: '0.1', spot: '0.4', margin: '0', staking: '0', spotAvailable: '0.3', spotInOrders: '0.1' },
  { ticker: 'USDT', total: '1000', main: '600', spot: '400', margin: '0', staking: '0', spotAvailable: '400', spotInOrders: '0' },
  { ticker: 'ETH', total: '0', main: '0', spot: '0', margin: '0', staking: '0' },
  { ticker: 'DUSDT', total: '50', main: '50', spot: '0', margin: '0', staking: '0' },
];

function page(tab: BalanceTab) {
  const path = tab === 'overview' ? '/balance' : `/balance/${tab}`;
  return (
    <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>
      <BalanceScreen tab={tab} />
    </RouteEntryContext.Provider>
  );
}

beforeEach(() => {
  localStorage.clear();
  const settings = getGetSettingsResponseMock();
  mockServer.use(
    getListBalancesMockHandler({ data: BALANCES }),
    getListCurrencyRatesMockHandler({
      data: [
        { ticker: 'USDT', quote: 'BTC', rate: '0.00001' },
        { ticker: 'BTC', quote: 'GBP', rate: '50000' },
        { ticker: 'USDT', quote: 'GBP', rate: '0.8' },
      ],
    }),
    getListCurrenciesMockHandler({ data: [] }),
    getGetSettingsMockHandler({ data: { ...settings.data, countryCode: 'GB' } }),
    getGetWbtBalancesMockHandler({ data: { main: '12.5', hold: '100', unhold: '0', trade: '0', launchpad: '0' } }),
  );
});
afterEach(() => localStorage.clear());

describe('BalanceScreen', () => {
  it('lists every ticker with its amounts and value in BTC, most valuable first, and the estimate', async () => {
    await renderScreen(page('total'));
    await screen.findAllByTestId('balance-row');
    // The values (and the order by value) once the rates are in too: until then they are placeholders.
    await waitFor(() => expect(screen.getByTestId('balance-estimate').textContent).toBe('0.51 BTC'));
    const rows = screen.getAllByTestId('balance-row');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['BTC', 'USDT', 'DUSDT', 'ETH']);
    expect(rows[0]!.textContent).toContain('0.5 BTC');
    // 1000 USDT at 0.00001 BTC
    expect(rows[1]!.textContent).toContain('0.01 BTC');
    // DUSDT has no rate: no value, and the estimate says it left it out
    expect(within(rows[2]!).getByText('No rate known')).toBeTruthy();
    expect(screen.getByTestId('balance-estimate').textContent).toBe('0.51 BTC');
    expect(screen.getByText('Assets without a known rate are not included in the estimate.')).toBeTruthy();
  });

  it('keeps the view preferences in localStorage: values in the fiat of the country, zeros and demo tokens hidden', async () => {
    await renderScreen(page('total'));
    await screen.findAllByTestId('balance-row');
    await userEvent.click(screen.getByRole('radio', { name: 'GBP' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide zero balances' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide demo tokens' }));
    const rows = screen.getAllByTestId('balance-row');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['BTC', 'USDT']);
    expect(rows[0]!.textContent).toContain('£25,000.00');
    expect(JSON.parse(localStorage.getItem(VIEW_PREFERENCES_KEY)!)).toMatchObject({
      equivalentIn: 'fiat',
      isHideZeros: true,
      isDemoTokensHidden: true,
    });
  });

  it('masks amounts when balances are hidden and shows the WBT balances on the main tab', async () => {
    localStorage.setItem(VIEW_PREFERENCES_KEY, JSON.stringify({ isBalancesHidden: true }));
    mockServer.use(http.get('*/v2/balances/main', () => HttpResponse.json({ data: [{ ticker: 'USDT', main: '600' }] })));
    await renderScreen(page('wallet'));
    const [row] = await screen.findAllByTestId('balance-row');
    expect(row!.textContent).not.toContain('600');
    expect(row!.textContent).toContain('••••••');
    expect((await screen.findByTestId('wbt-balances')).textContent).toContain('On hold');
  });

  it('refuses a transfer above what the source account has, without a call', async () => {
    let calls = 0;
    mockServer.use(
      http.post('*/v2/balances/transfer', () => {
        calls++;
        return HttpResponse.json({ data: { from: 'main', to: 'spot', ticker: 'BTC', amount: '1' } });
      }),
    );
    await renderScreen(page('overview'));
    await screen.findAllByTestId('balance-row');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    const form = await screen.findByRole('form', { name: 'Transfer between your balances' });
    await userEvent.type(within(form).getByLabelText('Amount'), '0.2');
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(within(form).getByRole('alert').textContent).toBe('You can transfer at most 0.1 BTC.');
    expect(calls).toBe(0);
  });

  it('puts a 422 amount error on the field and keeps what was typed', async () => {
    mockServer.use(
      http.post('*/v2/balances/transfer', () =>
        HttpResponse.json({ code: 37, message: 'Validation failed', errors: { amount: ['Not enough balance.'] } }, { status: 422 }),
      ),
    );
    await renderScreen(page('overview'));
    await screen.findAllByTestId('balance-row');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    const form = await screen.findByRole('form', { name: 'Transfer between your balances' });
    const amount = within(form).getByLabelText('Amount');
    await userEvent.type(amount, '0.05');
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Not enough balance.'));
    expect((amount as HTMLInputElement).value).toBe('0.05');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
  });

  it('holds the loaded layout while its data loads: the cards, table rows and WBT rows as placeholders', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(
      getListBalancesMockHandler(async () => {
        await held;
        return { data: BALANCES };
      }),
      getGetWbtBalancesMockHandler(async () => {
        await held;
        return { data: { main: '12.5', hold: '100', unhold: '0', trade: '0', launchpad: '0' } };
      }),
    );
    await renderScreen(page('overview'));
    const summary = await screen.findByTestId('balance-summary-placeholder');
    // The overview's summary as loaded (the total and the four accounts), hidden from assistive technology.
    expect(summary.querySelectorAll('.card')).toHaveLength(5);
    expect(summary.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('balance-table-placeholder').getAttribute('aria-hidden')).toBe('true');
    const wbt = screen.getByTestId('wbt-balances-placeholder');
    expect(wbt.querySelectorAll('dd')).toHaveLength(5);
    expect(wbt.getAttribute('aria-hidden')).toBe('true');
    // What is said instead: one loading status for the balances, one for the WBT card.
    expect(screen.getAllByRole('status').filter((s) => s.textContent === 'Loading…')).toHaveLength(2);
    expect(screen.queryByTestId('balance-estimate')).toBeNull();

    release();
    await screen.findAllByTestId('balance-row');
    await screen.findByTestId('wbt-balances');
    expect(screen.queryByTestId('balance-summary-placeholder')).toBeNull();
    expect(screen.queryByTestId('wbt-balances-placeholder')).toBeNull();
    expect(screen.getAllByRole('status').filter((s) => s.textContent === 'Loading…')).toHaveLength(0);
  });

  it('shows a translated error with a retry when the balances fail', async () => {
    mockServer.use(http.get('*/v2/balances', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    await renderScreen(page('total'), { locale: 'tr' });
    const alert = await screen.findByTestId('query-error');
    expect(within(alert).getByRole('button', { name: 'Tekrar dene' })).toBeTruthy();
  });
});
