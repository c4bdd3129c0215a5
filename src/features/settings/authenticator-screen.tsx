/**
 * /settings/security/2fa/authenticator-app: turning the authenticator on takes a new secret
 * (POST /v2/settings/2fa/generate), shown as text for the app (no QR image), and a code from the app to
 * prove it works (POST /v2/settings/2fa/toggle); turning it off takes a current code.
 */
import { StandardAreaPage } from '../../ui/standard-area-page';
import { WithSettings } from './settings-data';
import { Authenticator } from './authenticator';

export function AuthenticatorScreen() {
  return (
    <StandardAreaPage>
      <WithSettings>{({ user }) => <Authenticator initial={user.flags.isTwoFactorEnabled} />}</WithSettings>
    </StandardAreaPage>
  );
}
