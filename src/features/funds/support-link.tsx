/**
 * The way to support from a deposit or withdrawal page. Spec section 2: with the webview flag these pages
 * suppress the support widget (the mobile app has its own), so the link is not shown there.
 */
import { useTranslation } from 'react-i18next';
import { suppressesCaptchaAndSupport } from '../../lib/routing/route-rules';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { detectWebview } from '../../lib/webview/detect-webview';
import { AppLink } from '../../ui/app-link';

export function SupportLink() {
  const { t } = useTranslation('funds');
  const { path } = useLocalizedPath();
  if (suppressesCaptchaAndSupport(path, detectWebview(location.search))) return null;
  return (
    <p className="field__hint" data-testid="funds-support">
      {t('support.question')} <AppLink to="/support">{t('support.link')}</AppLink>
    </p>
  );
}
