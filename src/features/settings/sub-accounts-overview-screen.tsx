/** /settings/general/sub-accounts: how many sub-accounts exist and may exist (GET /v2/sub-account/info). */
import { StandardAreaPage } from '../../ui/standard-area-page';
import { SubAccountGate } from './sub-account-gate';
import { SubAccountsOverview } from './sub-accounts-overview';

export function SubAccountsOverviewScreen() {
  return (
    <StandardAreaPage>
      <SubAccountGate>
        <SubAccountsOverview />
      </SubAccountGate>
    </StandardAreaPage>
  );
}
