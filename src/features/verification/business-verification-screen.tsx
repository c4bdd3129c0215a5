/**
 * /verification-business: the business check's status from the session; submitting documents has no call yet.
 */
import { useTranslation } from 'react-i18next';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { WithSettings } from './with-settings';

export function BusinessVerificationScreen() {
  const { t } = useTranslation('verification');
  return (
    <StandardAreaPage>
      <WithSettings>
        {({ user }) => (
          <section className="card settings-card" aria-labelledby="kyb-title" data-testid="kyb-status">
            <h2 id="kyb-title" className="card__title">
              {t(`status.kyb.${user.kybStatus}`)}
            </h2>
            <p>{t('business.text')}</p>
            <p className="field__hint">{t('business.notYet')}</p>
          </section>
        )}
      </WithSettings>
    </StandardAreaPage>
  );
}
