/**
 * /settings/security/qr-login: signing in by scanning a QR code with the app, on or off (POST
 * /v2/settings/qr-login/{enable|disable}), and confirming a QR shown on another screen (its token in `?token=`
 * when the QR's link opened this page, or pasted).
 */
import { useLocation } from '@tanstack/react-router';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { WithSettings } from './settings-data';
import { QrLoginConfirm } from './qr-login-confirm';
import { QrLoginToggle } from './qr-login-toggle';

export function QrLoginScreen() {
  // The raw query: a token of digits only must stay a string, not become a number.
  const token = new URLSearchParams(useLocation({ select: (location) => location.searchStr })).get('token') ?? undefined;
  return (
    <StandardAreaPage>
      <WithSettings>
        {({ user }) => (
          <>
            <QrLoginToggle initial={user.flags.isQrLoginEnabled} />
            <QrLoginConfirm initial={token} enabled={user.flags.isQrLoginEnabled} />
          </>
        )}
      </WithSettings>
    </StandardAreaPage>
  );
}
