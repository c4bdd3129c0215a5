/** /settings/security/qr-login: signing in by scanning a QR code with the app, on or off (POST /v2/settings/qr-login/{x}). */
import { StandardAreaPage } from '../../ui/standard-area-page';
import { WithSettings } from './settings-data';
import { QrLoginToggle } from './qr-login-toggle';

export function QrLoginScreen() {
  return (
    <StandardAreaPage>
      <WithSettings>{({ user }) => <QrLoginToggle initial={user.flags.isQrLoginEnabled} />}</WithSettings>
    </StandardAreaPage>
  );
}
