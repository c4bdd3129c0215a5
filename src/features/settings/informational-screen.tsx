/**
 * A settings page whose management the screens do not offer yet: it keeps the route's title and says what
 * the page is for, so the reader is never left on an empty frame.
 */
import { useTranslation } from 'react-i18next';
import { StandardAreaPage } from '../../ui/standard-area-page';

export function InformationalScreen({ topic }: { topic: string }) {
  const { t } = useTranslation('settings');
  return (
    <StandardAreaPage>
      <p className="notice" data-testid="settings-informational">
        {t(`informational.${topic}`)}
      </p>
    </StandardAreaPage>
  );
}
