/**
 * The account socket's balanceUpdate frames for the demo's ledger: every posting publishes one frame per balance it
 * changed (contracts/asyncapi/account-socket.yaml), with the contract's balance kinds (the ledger's collateral is
 * `margin`, its earn balance `staking`). amount is the signed change of the total, balance the new total (free and
 * frozen), withBorrow what is free (the demo lends nothing on top of a balance).
 */
import type { BalanceUpdate } from '../../generated/socket/account-socket.zod';
import { decimal, type AccountType, type BalanceChange, type Ledger } from '../ledger/ledger';
import type { MockSocketHub } from './hub';

const CONTRACT_TYPE: Record<AccountType, BalanceUpdate['type']> = {
  main: 'main',
  spot: 'spot',
  collateral: 'margin',
  earn: 'staking',
};

export function balanceUpdates(ledger: Ledger, change: BalanceChange): BalanceUpdate[] {
  return change.tickers.map((ticker) => {
    const { available, freeze } = ledger.balance(change.account, ticker);
    return {
      ticker,
      type: CONTRACT_TYPE[change.account],
      amount: decimal(change.changes[ticker] ?? 0n),
      balance: decimal(available + freeze),
      withBorrow: decimal(available),
    };
  });
}

/** Publishes the ledger's balance changes to the user's socket connections; returns the unsubscribe. */
export function publishBalanceChanges(ledger: Ledger, hub: MockSocketHub, userId: string): () => void {
  return ledger.onBalanceChange((change) => {
    for (const data of balanceUpdates(ledger, change)) {
      try {
        hub.publishAccountEvent({ event: 'balanceUpdate', data }, userId);
      } catch (error) {
        // A frame the contract refuses is a bug of the demo, not a reason to undo the posting that made it.
        console.error('balanceUpdate frame refused', error);
      }
    }
  });
}
