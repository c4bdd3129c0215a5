/**
 * What the ledger's clock has made due, settled in one place: deposits that confirmed, withdrawals that completed,
 * WBT releases whose week is over, launchpad vote returns and distributions, mining days, the answers of Quick Send's
 * other party that the demo plays (a request it pays moves money), P2P Express orders (a merchant's confirmation
 * credits a deposit), affiliate payouts, the support desk's answers and the identity checks' reviews. Every read of a
 * balance and every step of the socket hub calls it first, so that no figure is shown before a posting that is already
 * due (a launchpad refund must not wait for the launchpad page to be read before main WBT shows it).
 */
import type { Ledger } from './ledger';
import { settleAffiliatePayouts } from './affiliate/affiliate-programme';
import { settleLaunchpad } from './launchpad/launchpad';
import { settleMining } from './mining/mining-pool';
import { settleCryptoDeposits } from './money/crypto-deposits';
import { settleUnholds } from './money/wbt';
import { settleWithdrawals } from './money/withdrawals';
import { settleQuickSend } from './quick-send/demo-party';
import { settleP2pExpress } from './p2p/p2p-express';
import { settleSupportTickets } from './support/support-desk';
import { settleIdentityChecks } from './verification/identity-checks';

export function settleDueFunds(ledger: Ledger): void {
  settleCryptoDeposits(ledger);
  settleWithdrawals(ledger);
  settleUnholds(ledger);
  settleLaunchpad(ledger);
  settleMining(ledger);
  settleQuickSend(ledger);
  settleP2pExpress(ledger);
  settleAffiliatePayouts(ledger);
  settleSupportTickets(ledger);
  settleIdentityChecks(ledger);
}
