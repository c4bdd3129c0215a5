/**
 * /activities/vesting: the contract has no vesting call yet, so the page says what it will list.
 */
import { useTranslation } from 'react-i18next';
import { StandardAreaPage } from '../../ui/standard-area-page';

export function VestingScreen() {
  const { t } = useTranslation('activities');
  return (
    <StandardAreaPage>
      <p className="notice" data-testid="vesting-informational">
        {t('vesting.informational')}
      </p>
    </StandardAreaPage>
  );
}
