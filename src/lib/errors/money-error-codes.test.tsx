/**
 * Issues 20 and 24: every failure code of 1201-1234 (deposit and withdraw) and 4800-4812 (P2P express, travel rule)
 * shows its message (src/testing/failure-codes.tsx). Every code of both ranges is reported by a contract call the
 * catalogue names under it (4800-4809 by the P2P Express calls), toasted with its message in en and tr; the codes of
 * the fees, limits, providers, fee quote, address check and express withdrawal (1210-1216, 1223, 1224) and of the P2P
 * Express steps (offers, quote, order, cards, creating, confirming and cancelling) are each shown by the real screen
 * whose call answers with them, in en and tr, with what was typed kept; the transfer form shows its code (1232) that
 * way too.
 */
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getListBalancesMockHandler } from '../../../generated/api/balances/balances.msw';
import { getGetFlexInvestmentsSummaryMockHandler, getListFlexPlansMockHandler } from '../../../generated/api/earn-flex/earn-flex.msw';
import {
  getListDepositFeesMockHandler,
  getListDepositLimitsMockHandler,
  getListDepositProvidersMockHandler,
  getListUserCurrenciesMockHandler,
} from '../../../generated/api/profile/profile.msw';
import { ErrorCode } from '../../../generated/errors/error-codes';
import { mockServer } from '../../../mocks/node';
import { TransferForm } from '../../features/balance/transfer-form';
import { DepositScreen } from '../../features/funds/deposit-screen';
import { ExpressWithdrawScreen } from '../../features/funds/express-withdraw-screen';
import { WithdrawScreen } from '../../features/funds/withdraw-screen';
import { fiatCurrency, inRoute, SEPA, USDT_TRC20, withdrawalHandlers } from '../../features/funds/withdraw-test-kit';
import {
  describeFailureCodes,
  describeScreenFailures,
  enMessage,
  failingWith,
  spyOnErrorToasts,
  toastTitle,
  type ScreenFailureCase,
} from '../../testing/failure-codes';
import { renderScreen } from '../../testing/render';
import { getListBalancesByTypeMockHandler } from '../../../generated/api/balances/balances.msw';
import {
  getCreateP2pExpressDepositMockHandler,
  getGetP2pExpressOrderMockHandler,
  getGetP2pExpressQuoteMockHandler,
  getListP2pExpressCardsMockHandler,
  getListP2pExpressOffersMockHandler,
} from '../../../generated/api/p2p-express/p2p-express.msw';
import { DRAFT, OFFER, p2pPage, settingsWith } from '../../features/p2p-express/p2p-test-kit';

describeFailureCodes('the deposit and withdraw failure codes (1201-1234)', [[1201, 1234]], mockServer, { everyCodeCalled: true });
describeFailureCodes('the P2P express and travel rule failure codes (4800-4812)', [[4800, 4812]], mockServer, { everyCodeCalled: true });

const TRON = 'TQrZ9wBzuZ9b3KXjHjJmgVg2ZRrBsD8F5Q';
const usdt = { ...USDT_TRC20, networks: [{ ...USDT_TRC20.networks[0]!, maxWithdraw: '2000' }] };
const sepa = SEPA;
const eur = fiatCurrency('EUR', 'Euro', [sepa]);
const main = [
  { ticker: 'USDT', main: '3200' },
  { ticker: 'EUR', main: '420.5' },
];
const saved = { id: 6011, ticker: 'USDT', network: 'TRC20', address: TRON, label: 'Ledger', createdAt: 1795000000 };

const withdrawing = () => withdrawalHandlers({ currencies: [usdt, eur], main, addresses: [saved] });
const depositing = () => [
  ...withdrawalHandlers({ currencies: [usdt, eur], main }),
  getListUserCurrenciesMockHandler({ data: [usdt, eur] }),
  getListDepositProvidersMockHandler({ data: [sepa] }),
  getListDepositFeesMockHandler({ data: [{ ticker: 'EUR', provider: 'SEPA', fixed: '0', percent: '0' }] }),
  getListDepositLimitsMockHandler({ data: [{ ticker: 'EUR', provider: 'SEPA', min: '10', max: '10000' }] }),
];

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const currencySelect = async () => (await screen.findAllByRole('combobox'))[0] as HTMLSelectElement;
const choose = async (ticker: string) => {
  const select = await currencySelect();
  await userEvent.selectOptions(select, ticker);
  return () => expect(select.value).toBe(ticker);
};

/** Types what a coin withdrawal needs (address, then the amount) and answers the check that both stayed. */
async function typeCoinWithdrawal(): Promise<() => void> {
  await choose('USDT');
  await screen.findByTestId('withdraw-submit');
  await userEvent.type(input('address'), TRON);
  const amount = await screen.findByTestId<HTMLInputElement>('amount-input');
  await userEvent.type(amount, '100');
  return () => {
    expect(input('address').value).toBe(TRON);
    expect(amount.value).toBe('100');
  };
}

/** EUR chosen, its fiat form's amount typed (the deposit page's or the withdraw page's). */
async function typeFiatAmount(): Promise<() => void> {
  const currency = await choose('EUR');
  const amount = await screen.findByTestId<HTMLInputElement>('fiat-amount-input');
  await userEvent.type(amount, '150');
  return () => {
    currency();
    expect(amount.value).toBe('150');
  };
}

const withdraw = { screen: () => inRoute('/withdraw', <WithdrawScreen />), path: '/withdraw', handlers: withdrawing };
const deposit = { screen: () => inRoute('/deposit', <DepositScreen />), path: '/deposit', handlers: depositing };

const cases: ScreenFailureCase[] = [
  { code: 1210, call: ['GET', '/v2/profile/deposit-fees/{ticker}'], ...deposit, drive: typeFiatAmount },
  { code: 1211, call: ['GET', '/v2/profile/withdraw-fees/{ticker}'], ...withdraw, drive: typeCoinWithdrawal },
  {
    code: 1212,
    call: ['POST', '/v2/profile/withdraw-fee'],
    ...withdraw,
    drive: typeFiatAmount,
  },
  { code: 1213, call: ['GET', '/v2/profile/deposit-limits/{ticker}'], ...deposit, drive: typeFiatAmount },
  { code: 1214, call: ['GET', '/v2/profile/withdraw-limits/{ticker}'], ...withdraw, drive: typeCoinWithdrawal },
  { code: 1215, call: ['GET', '/v2/profile/deposit-providers/{ticker}'], ...deposit, drive: () => choose('EUR') },
  { code: 1216, call: ['GET', '/v2/profile/withdraw-providers/{ticker}'], ...withdraw, drive: () => choose('EUR') },
  {
    code: 1223,
    call: ['POST', '/v2/profile/withdraw-address/validate'],
    ...withdraw,
    // The address is checked when it is left (here for the amount field).
    drive: typeCoinWithdrawal,
  },
  {
    code: 1224,
    call: ['POST', '/v2/profile/express-withdraw'],
    screen: () => inRoute('/express-withdraw', <ExpressWithdrawScreen />),
    path: '/express-withdraw',
    handlers: withdrawing,
    drive: async () => {
      const amount = await screen.findByTestId<HTMLInputElement>('amount-input');
      await userEvent.type(amount, '50.5');
      await userEvent.click(screen.getByTestId('express-submit'));
      return () => expect(amount.value).toBe('50.5');
    },
  },
];

describeScreenFailures('the money screens, each answered with its failure code', cases, mockServer);

const QUOTE = {
  offerId: 3101,
  direction: 'deposit' as const,
  amount: '100',
  amountTicker: 'EUR',
  price: '0.94',
  fee: '0.531915',
  feeTicker: 'USDT',
  receive: '105.851063',
  receiveTicker: 'USDT',
};
const CARD = { id: 4401, last4: '4242', brand: 'visa' as const, holder: 'DEMO TRADER', expiry: '09/29', createdAt: 1795082400 };
const p2p = () => [
  settingsWith('verified'),
  getListP2pExpressOffersMockHandler({ data: [OFFER] }),
  getGetP2pExpressQuoteMockHandler({ data: QUOTE }),
  getCreateP2pExpressDepositMockHandler({ data: DRAFT }),
  getGetP2pExpressOrderMockHandler({ data: DRAFT }),
  getListP2pExpressCardsMockHandler({ data: [CARD] }),
  getListBalancesByTypeMockHandler({ data: [] }),
];
const amountStep = { screen: () => p2pPage('/p2p-express/deposit/amount'), path: '/p2p-express/deposit/amount', handlers: p2p };
const cardStep = {
  screen: () => p2pPage('/p2p-express/deposit/add-card'),
  path: '/p2p-express/deposit/add-card?order=880012',
  handlers: p2p,
};
const confirmStep = {
  screen: () => p2pPage('/p2p-express/deposit/confirmation'),
  path: '/p2p-express/deposit/confirmation?order=880012&card=4401',
  handlers: p2p,
};
/** The amount typed on the amount step; the check that it stayed. */
async function typeP2pAmount(): Promise<() => void> {
  const amount = await screen.findByTestId<HTMLInputElement>('p2p-amount-input');
  await userEvent.type(amount, '100');
  return () => expect(amount.value).toBe('100');
}
const nothingTyped = async () => {
  await screen.findByTestId('p2p-steps');
  return () => undefined;
};

const p2pCases: ScreenFailureCase[] = [
  { code: 4800, call: ['GET', '/v2/p2p-express/offers'], ...amountStep, drive: nothingTyped },
  { code: 4802, call: ['GET', '/v2/p2p-express/offers/{id}/quote'], ...amountStep, drive: typeP2pAmount },
  {
    code: 4803,
    call: ['POST', '/v2/p2p-express/deposits'],
    ...amountStep,
    drive: async () => {
      const kept = await typeP2pAmount();
      await userEvent.click(screen.getByTestId('p2p-amount-submit'));
      return kept;
    },
  },
  { code: 4801, call: ['GET', '/v2/p2p-express/orders/{id}'], ...cardStep, drive: nothingTyped },
  { code: 4807, call: ['GET', '/v2/p2p-express/cards'], ...cardStep, drive: nothingTyped },
  {
    code: 4808,
    call: ['POST', '/v2/p2p-express/cards'],
    ...cardStep,
    drive: async () => {
      const number = await screen.findByTestId<HTMLInputElement>('p2p-card-number');
      await userEvent.type(number, '5555555555554444');
      await userEvent.type(screen.getByTestId('p2p-card-holder'), 'Demo Trader');
      await userEvent.type(screen.getByTestId('p2p-card-expiry'), '09/29');
      await userEvent.click(screen.getByTestId('p2p-card-add'));
      return () => expect(number.value).toBe('5555 5555 5555 4444');
    },
  },
  {
    code: 4804,
    call: ['POST', '/v2/p2p-express/deposits/{id}/confirm'],
    ...confirmStep,
    drive: async () => {
      await userEvent.click(await screen.findByTestId('p2p-confirm'));
      return () => expect(screen.getByTestId('p2p-confirm-form')).toBeTruthy();
    },
  },
  {
    code: 4809,
    call: ['POST', '/v2/p2p-express/orders/{id}/cancel'],
    ...confirmStep,
    drive: async () => {
      await userEvent.click(await screen.findByTestId('p2p-cancel-draft'));
      return () => expect(screen.getByTestId('p2p-confirm-form')).toBeTruthy();
    },
  },
];

describeScreenFailures('the P2P Express steps, each answered with its failure code', p2pCases, mockServer);

describe('a money screen', () => {
  const spy = spyOnErrorToasts(mockServer);

  it('1232: the transfer form, answered with its code, says its message and keeps the amount', async () => {
    mockServer.use(
      getListBalancesMockHandler({
        data: [{ ticker: 'USDT', total: '100', main: '100', spot: '0', margin: '0', staking: '0', spotAvailable: '0', spotInOrders: '0' }],
      }),
      getListFlexPlansMockHandler({ data: [] }),
      getGetFlexInvestmentsSummaryMockHandler({ data: [] }),
      failingWith('POST', '/v2/balances/transfer', ErrorCode.FailedToTransferBalance),
    );
    await renderScreen(<TransferForm from="main" decimalsOf={() => 6} />);
    const input = await screen.findByTestId('amount-input');
    await userEvent.type(input, '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(spy.toasts).toHaveBeenCalled());
    expect(spy.toasts.mock.calls[0]![0]).toBe(toastTitle(enMessage(1232)!, 1232));
    expect((input as HTMLInputElement).value).toBe('12.5');
  });
});
