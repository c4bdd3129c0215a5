/**
 * /settings/api and its API key pages. The contract has no call to list, create or edit API keys yet, so the
 * page explains them and points to what the contract does have: the authorized applications.
 */
import { useTranslation } from 'react-i18next';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { AppLink } from '../../ui/app-link';

export function ApiKeysScreen() {
  const { t } = useTranslation('settings');
  return (
    <StandardAreaPage>
      <section className="card settings-card" aria-labelledby="api-keys-info">
        <h2 id="api-keys-info" className="card__title">
          {t('api.keysTitle')}
        </h2>
        <p>{t('api.keysExplain')}</p>
        <p className="notice" data-testid="api-keys-unavailable">
          {t('api.keysUnavailable')}
        </p>
        <p>
          <AppLink to="/settings/api/integrations">{t('api.seeIntegrations')}</AppLink>
        </p>
      </section>
    </StandardAreaPage>
  );
}
