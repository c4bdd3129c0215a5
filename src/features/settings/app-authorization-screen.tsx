/**
 * /settings/security/app-authorization: the applications the user authorized, revocable.
 */
import { StandardAreaPage } from '../../ui/standard-area-page';
import { AuthorizedApps } from './authorized-apps';

export function AppAuthorizationScreen() {
  return (
    <StandardAreaPage>
      <AuthorizedApps />
    </StandardAreaPage>
  );
}
