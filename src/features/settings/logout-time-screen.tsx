/**
 * /settings/security/logout-time: the auto-logout time (GET /v2/common/logoutTimes, POST /v2/settings/general).
 */
import { StandardAreaPage } from '../../ui/standard-area-page';
import { GeneralPreferencesForm } from './general-preferences-form';
import { WithSettings } from './settings-data';

export function LogoutTimeScreen() {
  return (
    <StandardAreaPage>
      <WithSettings>
        {({ user }) => <GeneralPreferencesForm language={user.language} logoutTime={user.logoutTime} only="logoutTime" />}
      </WithSettings>
    </StandardAreaPage>
  );
}
