/**
 * /settings/general/sub-accounts/list: the sub-accounts, 15 a page and cached 60 s (spec section 9), with a
 * search by alias or e-mail (GET /v2/sub-account offset, limit, search). Each one is managed in its card.
 */
import { StandardAreaPage } from '../../ui/standard-area-page';
import { SubAccountGate } from './sub-account-gate';
import { SubAccountsList } from './sub-accounts-list';

export function SubAccountsListScreen() {
  return (
    <StandardAreaPage>
      <SubAccountGate>
        <SubAccountsList />
      </SubAccountGate>
    </StandardAreaPage>
  );
}
