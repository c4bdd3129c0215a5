/**
 * /settings/security/address-management: the withdrawal whitelist (GET /v2/settings/whitelist). When it is on,
 * withdrawals go only to its addresses. Turning it on or off takes the authenticator code when two-factor is
 * on; an address can be removed after a confirmation. New addresses are added from the withdrawal page.
 */
import { StandardAreaPage } from '../../ui/standard-area-page';
import { WithSettings } from './settings-data';
import { Whitelist } from './whitelist';

export function AddressManagementScreen() {
  return (
    <StandardAreaPage>
      <WithSettings>{({ user }) => <Whitelist needsTotp={user.flags.isTwoFactorEnabled} />}</WithSettings>
    </StandardAreaPage>
  );
}
