/**
 * Balances pushed to an open page (issue 20): the account socket's balanceUpdate says a balance changed, and the
 * balance queries of every screen that shows one (the balance page, the deposit, withdraw and transfer forms'
 * available amounts, convert) are fetched again. A burst of frames (a transfer moves two balances, a fill three)
 * refreshes once, after the burst has been quiet for BALANCE_REFRESH_DELAY_MS: the list of every balance and the
 * lists of the kinds the frames named. One listener for the app (src/app/routing/route-tree.tsx), for a signed-in
 * user only: the events are addressed to the authorized user.
 */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenScreenSettled } from '../loading/screen-settled';
import { useSessionSnapshot } from '../session/session-store';

const BalanceUpdates = lazy(() => import('./balance-updates'));

/**
 * Mounted once by the app's root: listens for balance changes while a user is signed in. Its code (and the query
 * keys of the balances, funding and verification calls it refreshes) comes once the first screen has settled, at
 * the latest after LISTEN_WITHIN_MS: a page's first paint needs none of it, and no balance can have changed sooner
 * than the page's own data was read.
 */
const LISTEN_WITHIN_MS = 3_000;

export function LiveBalances() {
  const { loggedIn } = useSessionSnapshot();
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let live = true;
    whenScreenSettled(() => live && setSettled(true), { isFetching: () => queryClient.isFetching() > 0, maxWaitMs: LISTEN_WITHIN_MS });
    return () => void (live = false);
  }, [queryClient]);
  return loggedIn && settled ? (
    <Suspense fallback={null}>
      <BalanceUpdates />
    </Suspense>
  ) : null;
}
