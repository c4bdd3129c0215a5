/**
 * /settings/general/nickname: a new public nickname (POST /v2/settings/nickname), 3 to 32 letters, digits
 * or underscores; the server keeps the #tag. The number of changes is limited (nicknameChangesLeft).
 */
import { StandardAreaPage } from '../../ui/standard-area-page';
import { WithSettings } from './settings-data';
import { NicknameForm } from './nickname-form';

export function NicknameScreen() {
  return (
    <StandardAreaPage>
      <WithSettings>{({ user }) => <NicknameForm user={user} />}</WithSettings>
    </StandardAreaPage>
  );
}
