/**
 * /settings/security/anti-phishing: the code every e-mail from the exchange shows, so that a fake one stands
 * out (GET /v2/settings/anti-phishing/info), a form to set or change it (4 to 20 letters or digits, with the
 * authenticator code when two-factor is on) and the history of its changes.
 */
import { StandardAreaPage } from '../../ui/standard-area-page';
import { WithSettings } from './settings-data';
import { AntiPhishing } from './anti-phishing';

export function AntiPhishingScreen() {
  return (
    <StandardAreaPage>
      <WithSettings>{({ user }) => <AntiPhishing needsTotp={user.flags.isTwoFactorEnabled} />}</WithSettings>
    </StandardAreaPage>
  );
}
