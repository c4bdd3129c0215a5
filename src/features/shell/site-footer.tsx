/** The footer: support contact and the copyright from the region's launch year. */
import { useTranslation } from 'react-i18next';
import { useRegion } from '../../lib/region/current-region';

export function SiteFooter() {
  const { t } = useTranslation('common');
  const region = useRegion();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <p>
        {t('footer.support')}: <a href={`mailto:${region.mailboxes.support}`}>{region.mailboxes.support}</a>
      </p>
      <p>{t('footer.copyright', { from: region.launchYear, to: year, name: region.name })}</p>
    </footer>
  );
}
