/**
 * /settings/general: who the user is (nickname#tag, e-mail, id, language, country) from the session, and the
 * general preferences: language, communication language and auto-logout time (POST /v2/settings/general); the
 * e-mail is changed here with a code sent to the new address.
 */
import { useTranslation } from 'react-i18next';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { ChangeEmail } from './change-email';
import { GeneralPreferencesForm } from './general-preferences-form';
import { WithSettings } from './settings-data';
import { languageName } from '../../lib/format/name-format';
import { AppLink } from '../../ui/app-link';

export function GeneralScreen() {
  const { t, i18n } = useTranslation('settings');
  return (
    <StandardAreaPage>
      <WithSettings>
        {({ user }) => (
          <>
            <section className="card settings-card" aria-labelledby="general-account">
              <h2 id="general-account" className="card__title">
                {t('general.account')}
              </h2>
              <dl className="definition-list" data-testid="general-account">
                <dt>{t('general.nickname')}</dt>
                <dd>
                  <span className="nickname">
                    {user.nickname.value}#{user.nickname.tag}
                  </span>{' '}
                  <AppLink to="/settings/general/nickname">{t('general.changeNickname')}</AppLink>
                </dd>
                {user.alias && (
                  <>
                    <dt>{t('general.alias')}</dt>
                    <dd>{user.alias}</dd>
                  </>
                )}
                <dt>{t('general.email')}</dt>
                <dd>{user.email}</dd>
                <dt>{t('general.userId')}</dt>
                <dd>{user.userId}</dd>
                <dt>{t('general.language')}</dt>
                <dd>{languageName(user.language, i18n.language)}</dd>
                {user.country && (
                  <>
                    <dt>{t('general.country')}</dt>
                    <dd>{user.country}</dd>
                  </>
                )}
                <dt>{t('general.category')}</dt>
                <dd>{t(`general.categories.${user.category ?? 'B2C'}`)}</dd>
              </dl>
              <ChangeEmail needsTotp={user.flags.isTwoFactorEnabled} />
            </section>
            <GeneralPreferencesForm language={user.language} logoutTime={user.logoutTime} />
            <nav className="settings-links" aria-label={t('general.more')}>
              <AppLink to="/settings/general/leverage">{t('links.leverage')}</AppLink>
              <AppLink to="/settings/general/futures-hedge-mode">{t('links.hedgeMode')}</AppLink>
              <AppLink to="/settings/general/sub-accounts">{t('links.subAccounts')}</AppLink>
              <AppLink to="/settings/general/delete-account">{t('links.deleteAccount')}</AppLink>
            </nav>
          </>
        )}
      </WithSettings>
    </StandardAreaPage>
  );
}
