/** Switches between the region's configured locales only (spec section 4). */
import { useTranslation } from 'react-i18next';
import { useRegion } from '../../lib/region/current-region';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', tr: 'Türkçe' };

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const region = useRegion();
  if (region.locales.length < 2) return null;
  const change = (locale: string) => {
    if (!region.locales.includes(locale)) return;
    const rest = location.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/';
    const path = locale === region.defaultLocale ? rest : `/${locale}${rest === '/' ? '' : rest}`;
    window.location.assign(path + location.search);
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
