/**
 * /settings/api/integrations: the applications signed in with the exchange account (the contract's third-party
 * access), revocable.
 */
import { useTranslation } from 'react-i18next';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { AuthorizedApps } from './authorized-apps';

export function IntegrationsScreen() {
  const { t } = useTranslation('settings');
  return (
    <StandardAreaPage>
      <p className="field__hint">{t('api.integrationsExplain')}</p>
      <AuthorizedApps />
    </StandardAreaPage>
  );
}
