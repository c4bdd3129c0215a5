/** The 404 screen: large status, support contact, back to the main page. */
import { useTranslation } from 'react-i18next';
import { useRegion } from '../../lib/region/current-region';

export function NotFoundScreen() {
  const { t } = useTranslation('common');
  const region = useRegion();
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <p className="error-screen__status" aria-hidden="true">
        404
      </p>
      <h1 id="error-title">{t('notFound.title')}</h1>
      <p>
        {t('notFound.text')} <a href={`mailto:${region.mailboxes.support}`}>{region.mailboxes.support}</a>
      </p>
      <a className="button" href="/">
        {t('notFound.backToMain')}
      </a>
    </section>
  );
}
