/**
 * Balances pushed to an open page (issue 20): the account socket's balanceUpdate says a balance changed, and the
 * balance queries of every screen that shows one (the balance page, the deposit, withdraw and transfer forms'
 * available amounts, convert) are fetched again. A burst of frames (a transfer moves two balances, a fill three)
 * refreshes once, after the burst has been quiet for BALANCE_REFRESH_DELAY_MS: the list of every balance and the
 * lists of the kinds the frames named. One listener for the app (src/app/routing/route-tree.tsx), for a signed-in
 * user only: the events are addressed to the authorized user.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../loading/when-idle';
import { useSessionSnapshot } from '../session/session-store';

const BalanceUpdates = lazy(() => import('./balance-updates'));

/**
 * Mounted once by the app's root: listens for balance changes while a user is signed in. Its code comes when the
 * browser is first idle, after the page has drawn (no balance can have changed sooner than the page's own data).
 */
export function LiveBalances() {
  const { loggedIn } = useSessionSnapshot();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), { timeoutMs: 3_000, fallbackMs: 1_000 }), []);
  return loggedIn && idle ? (
    <Suspense fallback={null}>
      <BalanceUpdates />
    </Suspense>
  ) : null;
}
