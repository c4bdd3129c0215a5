/**
 * /settings/general/sub-accounts/create (POST /v2/sub-account/create): an alias, an optional e-mail for a
 * sub-account that logs in by itself, and what it may trade (spot, collateral). Then the list.
 */
import { StandardAreaPage } from '../../ui/standard-area-page';
import { SubAccountGate } from './sub-account-gate';
import { SubAccountCreateForm } from './sub-account-create-form';

export function SubAccountCreateScreen() {
  return (
    <StandardAreaPage>
      <SubAccountGate>
        <SubAccountCreateForm />
      </SubAccountGate>
    </StandardAreaPage>
  );
}
