/**
 * /earn/crypto-lending/list/flex: the user's flexible investments; they are managed on their plan pages.
 */
import { useSessionSnapshot } from '../../lib/session/session-store';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { LoginToInvest } from './login-to-invest';
import { FlexInvestmentsTable } from './flex-investments-table';

export function MyFlexInvestmentsScreen() {
  const { loggedIn } = useSessionSnapshot();
  return <StandardAreaPage>{loggedIn ? <FlexInvestmentsTable /> : <LoginToInvest />}</StandardAreaPage>;
}
