/**
 * Switches between the region's configured locales only (spec section 4), inside the app: the router moves to
 * the same page under the other prefix (none for the region's default language), the locale route loads the
 * language, and the choice is remembered for the next visit; a logged-in user's is also saved on the server
 * (POST /v2/lang/{lang}: e-mails and notifications in it), its call loaded on first use to keep the header's
 * first load small. A failure there leaves the page switched: the next switch saves it again.
 */
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { rememberLocale } from '../../lib/i18n/locale-cookie';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { useRegion } from '../../lib/region/current-region';
import { useLocalizedPath } from '../../lib/routing/use-area';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', tr: 'Türkçe' };

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const region = useRegion();
  const navigate = useNavigate();
  const { path: rest } = useLocalizedPath();
  const { loggedIn } = useSessionSnapshot();
  const tail = useRouterState({ select: (state) => state.location.searchStr + (state.location.hash ? `#${state.location.hash}` : '') });
  if (region.locales.length < 2) return null;
  const change = (locale: string) => {
    if (!region.locales.includes(locale)) return;
    const path = locale === region.defaultLocale ? rest : `/${locale}${rest === '/' ? '' : rest}`;
    // The choice is remembered here, the region's default included (it has no prefix to remember it by):
    // otherwise the start-up redirect (src/main.tsx) would bring back the language chosen before.
    rememberLocale(locale);
    if (loggedIn)
      void import('../../../generated/api/misc/misc').then(({ setUserLanguage }) => setUserLanguage(locale)).catch(() => undefined);
    void navigate({ href: path + tail });
  };
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('nav.language')}</span>
      <select value={i18n.language} onChange={(e) => change(e.target.value)}>
        {region.locales.map((locale) => (
          <option key={locale} value={locale}>
            {LANGUAGE_NAMES[locale] ?? locale}
          </option>
        ))}
      </select>
    </label>
  );
}
