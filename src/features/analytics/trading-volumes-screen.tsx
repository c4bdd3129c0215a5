/**
 * /analytics/trading-volumes: the contract has no volume call yet, so the page says what it will show.
 */
import { useTranslation } from 'react-i18next';
import { StandardAreaPage } from '../../ui/standard-area-page';

export function TradingVolumesScreen() {
  const { t } = useTranslation('analytics');
  return (
    <StandardAreaPage>
      <p className="notice" data-testid="volumes-informational">
        {t('volumes.informational')}
      </p>
    </StandardAreaPage>
  );
}
