/**
 * A history tab the contract has no call for yet: it keeps the route's title and says what the tab will list,
 * so the reader knows the page is not broken and what to expect.
 */
import { useTranslation } from 'react-i18next';
import { StandardAreaPage } from '../../ui/standard-area-page';

export function InformationalTab({ topic }: { topic: string }) {
  const { t } = useTranslation('history');
  return (
    <StandardAreaPage>
      <div className="notice" data-testid="history-informational">
        <p>{t(`informational.${topic}`)}</p>
        <p className="field__hint">{t('informational.notYet')}</p>
      </div>
    </StandardAreaPage>
  );
}
