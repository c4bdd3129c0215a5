/**
 * /settings/security: the state of each protection from the session flags (spec section 3 "flags"): second
 * factor (on when two-factor or a passkey is on, spec section 6), passkeys, anti-phishing code, QR login,
 * the withdrawal whitelist (GET /v2/settings/whitelist), and when the password last changed. Each row links
 * to its page.
 */
import { StandardAreaPage } from '../../ui/standard-area-page';
import { WithSettings } from './settings-data';
import { SecurityOverview } from './security-overview';

export function SecurityScreen() {
  return (
    <StandardAreaPage>
      <WithSettings>{({ user }) => <SecurityOverview user={user} />}</WithSettings>
    </StandardAreaPage>
  );
}
