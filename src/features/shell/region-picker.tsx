/**
 * The region picker of the footer. Changing the region starts the app again, by design: the region decides
 * the languages, the features, the routes and the servers, which the running app read once at start.
 */
import { useTranslation } from 'react-i18next';
import { regions } from '../../../regions/regions';
import { REGION_IDS, type RegionId } from '../../../regions/region-schema';
import { runtimeConfig } from '../../lib/config/runtime-config';
import { useRegion } from '../../lib/region/current-region';
import { regionChoiceMode, regionHref, storeRegion } from '../../lib/region/region-choice';
import { useLocalizedPath } from '../../lib/routing/use-area';

export function RegionPicker({ mode = regionChoiceMode({ mockBackend: runtimeConfig.mockBackend, dev: import.meta.env.DEV }) }) {
  const { t } = useTranslation('footer');
  const region = useRegion();
  // The other region may not offer this page's language: the page is kept, its locale prefix is not.
  const { path } = useLocalizedPath();
  const choose = (id: RegionId) => {
    if (id === region.id) return;
    if (mode === 'host') {
      // Another region is another origin: leaving for it is a full navigation.
      window.location.assign(regionHref(regions[id], path));
      return;
    }
    storeRegion(id, [localStorage, sessionStorage]);
    // A deliberate full load: the whole app starts again in the chosen region (see the comment above).
    window.location.assign(path);
  };
  return (
    <label className="region-picker">
      <span>{t('region')}</span>
      <select value={region.id} onChange={(e) => choose(e.target.value as RegionId)} data-testid="region-picker">
        {REGION_IDS.map((id) => (
          <option key={id} value={id}>
            {t(`regions.${id}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
