/**
 * /settings/general/communication: the language of e-mails and notifications.
 */
import { StandardAreaPage } from '../../ui/standard-area-page';
import { GeneralPreferencesForm } from './general-preferences-form';
import { WithSettings } from './settings-data';

export function CommunicationScreen() {
  return (
    <StandardAreaPage>
      <WithSettings>
        {({ user }) => <GeneralPreferencesForm language={user.language} logoutTime={user.logoutTime} only="communicationLanguage" />}
      </WithSettings>
    </StandardAreaPage>
  );
}
