/**
 * The balance routes (spec section 2: /balance with tabs earn, spot, total, wallet, collateral): which balance
 * kind each shows, the call that loads it (GET /v2/balances for the overview and total, GET
 * /v2/balances/{type} for one kind) and its columns.
 */
import type { BalanceType } from '../../../generated/api/model/balanceType.zod';
import type { AmountKey } from './balance-rows';
import type { TransferSide } from './earn-transfer';

export type BalanceTab = 'overview' | 'total' | 'wallet' | 'spot' | 'collateral' | 'earn';

export interface BalanceTabSpec {
  /** undefined: every kind from GET /v2/balances. */
  type: BalanceType | undefined;
  /** The amount a row is sorted, filtered and valued by. */
  amountKey: AmountKey;
  columns: readonly AmountKey[];
  /** The account a transfer starts from on this tab; undefined where transfers are not offered. */
  transferFrom: TransferSide | undefined;
  showWbt: boolean;
}

export const BALANCE_TABS: Record<BalanceTab, BalanceTabSpec> = {
  overview: {
    type: undefined,
    amountKey: 'total',
    columns: ['total', 'main', 'spot', 'margin', 'staking'],
    transferFrom: 'main',
    showWbt: true,
  },
  total: {
    type: undefined,
    amountKey: 'total',
    columns: ['total', 'main', 'spot', 'margin', 'staking'],
    transferFrom: undefined,
    showWbt: false,
  },
  wallet: { type: 'main', amountKey: 'main', columns: ['main', 'hold'], transferFrom: 'main', showWbt: true },
  spot: { type: 'spot', amountKey: 'spot', columns: ['spot', 'spotAvailable', 'spotInOrders'], transferFrom: 'spot', showWbt: false },
  collateral: {
    type: 'margin',
    amountKey: 'margin',
    columns: ['margin', 'withoutBorrow', 'withBorrow', 'borrow'],
    transferFrom: 'margin',
    showWbt: false,
  },
  earn: { type: 'staking', amountKey: 'staking', columns: ['staking'], transferFrom: 'staking', showWbt: false },
};

export function balanceTabOf(path: string): BalanceTab {
  const tab = path.split('/')[2];
  return tab && tab in BALANCE_TABS ? (tab as BalanceTab) : 'overview';
}
