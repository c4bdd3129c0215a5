/**
 * The verification status while a check runs (the checking pages).
 */
import { StandardAreaPage } from '../../ui/standard-area-page';
import { KycStatusCard } from './kyc-status-card';
import { WithSettings } from './with-settings';

export function VerificationStatusScreen() {
  return (
    <StandardAreaPage>
      <WithSettings>{({ user }) => <KycStatusCard user={user} />}</WithSettings>
    </StandardAreaPage>
  );
}
