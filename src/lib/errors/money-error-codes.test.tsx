/**
 * Issue 20: every failure code of 1201-1234 (deposit and withdraw) and 4800-4812 (P2P express, travel rule) shows its
 * message (src/testing/failure-codes.tsx). Every code of 1201-1234 is reported by a contract call the catalogue names
 * under it; the codes of the fees, limits, providers, fee quote, address check and express withdrawal (1210-1216,
 * 1223, 1224) are each shown by the real screen whose call answers with them, in en and tr, with what was typed kept;
 * the transfer form shows its code (1232) that way too. 4800-4809 name P2P Express calls, which the contract does not
 * have yet (the P2P Express product is issue 24): they are still checked only as toasts.
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

describeFailureCodes('the deposit and withdraw failure codes (1201-1234)', [[1201, 1234]], mockServer, { everyCodeCalled: true });
describeFailureCodes('the P2P express and travel rule failure codes (4800-4812)', [[4800, 4812]], mockServer);

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
