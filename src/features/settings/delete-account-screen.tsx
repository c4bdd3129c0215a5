/**
 * /settings/general/delete-account (POST /v2/settings/delete-account): deletion is confirmed twice, by a
 * checkbox that says what is lost and by the password (or, for an account without one, the authenticator
 * code). After it the session is gone, so the app goes to the main page.
 */
import { StandardAreaPage } from '../../ui/standard-area-page';
import { WithSettings } from './settings-data';
import { DeleteAccountForm } from './delete-account-form';

export function DeleteAccountScreen() {
  return (
    <StandardAreaPage>
      <WithSettings>{({ user }) => <DeleteAccountForm user={user} />}</WithSettings>
    </StandardAreaPage>
  );
}
