import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getListBalancesByTypeMockHandler } from '../../../generated/api/balances/balances.msw';
import { getGetCryptoBorrowTermsMockHandler, getListCryptoLoansMockHandler } from '../../../generated/api/crypto-borrow/crypto-borrow.msw';
import type { CryptoLoan } from '../../../generated/api/model/cryptoLoan.zod';
import { getListCurrenciesMockHandler } from '../../../generated/api/profile/profile.msw';
import { getGetSettingsMockHandler, getGetSettingsResponseMock } from '../../../generated/api/session/session.msw';
import { mockServer } from '../../../mocks/node';
import { session } from '../../lib/session/session-store';
import { configureSocket } from '../../lib/socket/configure-socket';
import { tradeSocket } from '../../lib/socket/socket-client';
import { renderScreen } from '../../testing/render';
import { createKit } from '../../testing/socket-test-kit';
import { CryptoBorrow } from './crypto-borrow';

const TERMS = {
  data: {
    loanAssets: [{ ticker: 'USDT', hourlyRate: '0.002', minAmount: '10', maxAmount: '500000', priceUsdt: '1' }],
    collateralAssets: [{ ticker: 'BTC', initialLtv: '0.7', marginCallLtv: '0.8', liquidationLtv: '0.9', priceUsdt: '100000' }],
  },
};

const loan = (over: Partial<CryptoLoan> = {}): CryptoLoan => ({
  id: 1001,
  loanTicker: 'USDT',
  principal: '1000',
  interest: '0.02',
  collateralTicker: 'BTC',
  collateralAmount: '0.015',
  hourlyRate: '0.002',
  ltv: '0.8',
  initialLtv: '0.7',
  marginCallLtv: '0.8',
  liquidationLtv: '0.9',
  marginCallPrice: '83335',
  liquidationPrice: '74075.56',
  status: 'open',
  createdAt: 1795082403,
  closedAt: null,
  ...over,
});

function serve({ borrow = { enabled: true, hide: false }, loans = [] as CryptoLoan[] } = {}) {
  const settings = getGetSettingsResponseMock();
  mockServer.use(
    getGetCryptoBorrowTermsMockHandler(TERMS),
    getGetSettingsMockHandler({ data: { ...settings.data, permissions: { ...settings.data.permissions, borrow } } }),
    getListCurrenciesMockHandler({ data: [] }),
    getListBalancesByTypeMockHandler({
      data: [
        { ticker: 'BTC', main: '0.05' },
        { ticker: 'USDT', main: '200' },
      ],
    }),
    getListCryptoLoansMockHandler({ data: loans, pagination: { limit: 100, offset: 0, total: loans.length } }),
  );
}

// The loans follow the socket's borrows: each test gets a connection of its own, which opens only when a test opens it.
let kit = createKit();
beforeEach(() => {
  session.markLoggedIn({ permissions: {} });
  kit = createKit();
  configureSocket(kit.env);
});
afterEach(() => {
  tradeSocket().stop();
  session.clear();
});

describe('CryptoBorrow', () => {
  it('previews the LTV and the least collateral, and refuses an LTV over the initial one without calling the server', async () => {
    serve();
    let called = false;
    mockServer.use(
      http.post('*/v2/crypto-borrow/loans', () => {
        called = true;
        return HttpResponse.json({});
      }),
    );
    await renderScreen(<CryptoBorrow />);
    const form = await screen.findByTestId('borrow-form');
    await userEvent.type(within(form).getByTestId('borrow-loan-amount-input'), '1000');
    await userEvent.type(within(form).getByTestId('borrow-collateral-amount-input'), '0.01');
    // 1000 / (0.01 x 100000) = 100 %; at 70 % it takes 0.01428572 BTC (rounded up).
    expect(within(form).getByTestId('borrow-ltv').textContent).toBe('100%');
    expect(within(form).getByTestId('borrow-use-needed').textContent).toBe('0.01428572 BTC');
    await userEvent.click(within(form).getByTestId('borrow-submit'));
    expect((await within(form).findByTestId('borrow-collateral-amount-error')).textContent).toBe(
      'The collateral is too small: the loan would be 100% of its value, at most 70% is allowed.',
    );
    expect((within(form).getByTestId('borrow-collateral-amount-input') as HTMLInputElement).value).toBe('0.01');
    expect(called).toBe(false);
    await userEvent.click(within(form).getByTestId('borrow-use-needed'));
    await waitFor(() => expect((within(form).getByTestId('borrow-collateral-amount-input') as HTMLInputElement).value).toBe('0.01428572'));
  });

  it("lands the server's refusal 3301 on the collateral in the page's language, keeping what was typed", async () => {
    serve();
    mockServer.use(
      http.post('*/v2/crypto-borrow/loans', () =>
        HttpResponse.json({ code: 3301, message: 'Borç alınamadı.', errors: { collateralAmount: ['Borç alınamadı.'] } }, { status: 422 }),
      ),
    );
    await renderScreen(<CryptoBorrow />, { locale: 'tr' });
    const form = await screen.findByTestId('borrow-form');
    await userEvent.type(within(form).getByTestId('borrow-loan-amount-input'), '100');
    await userEvent.type(within(form).getByTestId('borrow-collateral-amount-input'), '0,01');
    await userEvent.click(within(form).getByTestId('borrow-submit'));
    expect((await within(form).findByTestId('borrow-collateral-amount-error')).textContent).toBe('Borç alınamadı.');
    expect((within(form).getByTestId('borrow-collateral-amount-input') as HTMLInputElement).value).toBe('0,01');
  });

  it('warns about a loan at its margin call with the liquidation price', async () => {
    serve({ loans: [loan()] });
    await renderScreen(<CryptoBorrow />);
    const card = await screen.findByTestId('crypto-loan');
    expect(within(card).getByTestId('loan-owed').textContent).toBe('1,000.02 USDT');
    expect(within(card).getByTestId('loan-ltv').getAttribute('data-level')).toBe('warning');
    expect(within(card).getByTestId('loan-warning').textContent).toContain('at 74,075.56 USDT per BTC the collateral is sold');
  });

  it('refuses a repayment over what is owed, input kept', async () => {
    serve({ loans: [loan({ ltv: '0.5' })] });
    await renderScreen(<CryptoBorrow />);
    const card = await screen.findByTestId('crypto-loan');
    await userEvent.click(within(card).getByRole('button', { name: 'Repay' }));
    const form = within(card).getByRole('form', { name: 'Repay loan 1001' });
    await userEvent.type(within(form).getByTestId('loan-repay-amount-input'), '1000.03');
    await userEvent.click(within(form).getByRole('button', { name: 'Repay' }));
    expect((await within(form).findByTestId('loan-repay-amount-error')).textContent).toBe('You owe only 1,000.02 USDT.');
    expect((within(form).getByTestId('loan-repay-amount-input') as HTMLInputElement).value).toBe('1000.03');
  });

  it('hides borrowing where the account permission hides it, and shows the terms to guests', async () => {
    serve({ borrow: { enabled: false, hide: true } });
    await renderScreen(<CryptoBorrow />);
    expect(await screen.findByText('Crypto loans are not available for your account.')).toBeTruthy();
    expect(screen.queryByTestId('borrow-form')).toBeNull();
    session.clear();
    serve();
    await renderScreen(<CryptoBorrow />);
    expect(await screen.findAllByTestId('borrow-table')).not.toHaveLength(0);
  });

  it('shows a liquidated loan as such among the closed ones, with nothing to repay', async () => {
    serve();
    mockServer.use(
      http.get('*/v2/crypto-borrow/loans', ({ request }) => {
        const closed = new URL(request.url).searchParams.get('status') === 'closed';
        const loans = closed ? [loan({ status: 'liquidated', ltv: '0', closedAt: 1795090000 })] : [];
        return HttpResponse.json({ data: loans, pagination: { limit: 100, offset: 0, total: loans.length } });
      }),
    );
    await renderScreen(<CryptoBorrow />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Closed' }));
    const card = await screen.findByTestId('crypto-loan');
    expect(within(card).getByTestId('loan-status').textContent).toBe('Liquidated');
    expect(within(card).queryByRole('button', { name: 'Repay' })).toBeNull();
    expect(within(card).queryByTestId('loan-ltv')).toBeNull();
  });

  it("asks for the loans again when the socket's borrows change (borrow_positions.update), not for the same borrows", async () => {
    serve();
    const answers = [loan({ ltv: '0.5' }), loan({ ltv: '0.5', interest: '0.04' })];
    let asked = 0;
    mockServer.use(
      http.get('*/v2/crypto-borrow/loans', () => {
        const shown = answers[Math.min(asked++, answers.length - 1)]!;
        return HttpResponse.json({ data: [shown], pagination: { limit: 100, offset: 0, total: 1 } });
      }),
    );
    await renderScreen(<CryptoBorrow />);
    const owed = await screen.findByTestId('loan-owed');
    expect(owed.textContent).toBe('1,000.02 USDT');
    await waitFor(() => expect(kit.sockets).toHaveLength(1));
    act(() => kit.socket.open());
    await waitFor(() => expect(kit.socket.frames('borrow_positions.subscribe')).toHaveLength(1));
    act(() => kit.socket.reply('borrow_positions.subscribe', { status: 'success' }));
    const borrows = (funding: string, mtime: number) => ({
      id: null,
      method: 'borrow_positions.update',
      params: {
        total: 1,
        records: [{ asset: 'USDT', ctime: 1795082403, mtime, amount: '1000', unrealized_funding: funding, liq_price: '74075.56' }],
      },
    });
    const before = asked;
    // The first frame and one that differs only in its time say nothing new.
    act(() => kit.socket.push(borrows('0.02', 1795082500)));
    act(() => kit.socket.push(borrows('0.02', 1795082502)));
    // An hour's interest: the loan is asked for again.
    act(() => kit.socket.push(borrows('0.04', 1795086004)));
    await waitFor(() => expect(screen.getByTestId('loan-owed').textContent).toBe('1,000.04 USDT'));
    expect(asked).toBe(before + 1);
  });
});
