/**
 * /earn/crypto-lending/list/fixed: the user's fixed investments, closable here.
 */
import { useSessionSnapshot } from '../../lib/session/session-store';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { FixedInvestments } from './fixed-investments';
import { LoginToInvest } from './login-to-invest';

export function MyFixedInvestmentsScreen() {
  const { loggedIn } = useSessionSnapshot();
  return <StandardAreaPage>{loggedIn ? <FixedInvestments /> : <LoginToInvest />}</StandardAreaPage>;
}
