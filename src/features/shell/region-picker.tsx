/**
 * The region picker of the footer: a button naming the current region opens the list of the six.
 * In production each region is its own host, so an entry is a link to the same page on that host (another
 * origin: a full navigation). Where every region shares one host (the demo, development), an entry keeps the
 * choice in the browser (src/lib/region/region-choice.ts) and starts the app again in that region.
 * A list rather than a <select>: a closed select changes its value, and fires its change, on each arrow key,
 * which here would leave the page before a keyboard user reached the region they want. Opened, it asks the host for
 * the visitor's country (GET /internal/userCountry) and marks the region of that country when it is another one.
 */
import { useTranslation } from 'react-i18next';
import { useGetUserCountry } from '../../../generated/api/internal/internal';
import { regions } from '../../../regions/regions';
import { REGION_IDS, type RegionId } from '../../../regions/region-schema';
import { runtimeConfig } from '../../lib/config/runtime-config';
import { useRegion } from '../../lib/region/current-region';
import { regionChoiceMode, regionHref, storeRegion, type RegionChoiceMode } from '../../lib/region/region-choice';
import { regionOfCountry } from '../../lib/region/visitor-region';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { safeLocalStorage, safeSessionStorage } from '../../lib/storage/safe-storage';
import { useDisclosure } from '../../ui/use-disclosure';

const DEFAULT_MODE = regionChoiceMode({ mockBackend: runtimeConfig.mockBackend, dev: import.meta.env.DEV });

export function RegionPicker({ mode = DEFAULT_MODE }: { mode?: RegionChoiceMode }) {
  const { t } = useTranslation('footer');
  const region = useRegion();
  // The other region may not offer this page's language: the page is kept, its locale prefix is not.
  const { path } = useLocalizedPath();
  const { open, close, panelId, boxProps, toggleProps } = useDisclosure();
  // Asked once the list is opened, never for a page that does not show it.
  const country = useGetUserCountry({ query: { enabled: open, staleTime: Infinity }, request: { suppressNotification: true } });
  const theirs = country.data ? regionOfCountry(country.data.countryCode) : undefined;
  const visitors = theirs === region.id ? undefined : theirs;
  const choose = (id: RegionId) => {
    storeRegion(id, [safeLocalStorage, safeSessionStorage]);
    // A deliberate full load: the region decides the languages, the features, the routes and the servers,
    // which the running app read once at start, so the whole app starts again in the chosen region.
    window.location.assign(path); // full reload: a new region restarts the app
  };

  return (
    <div {...boxProps} className="region-picker">
      <button {...toggleProps} className="region-picker__toggle" data-testid="region-picker">
        {t('region')}: {t(`regions.${region.id}`)}
      </button>
      {open && (
        <ul id={panelId} className="region-picker__list" aria-label={t('chooseRegion')}>
          {REGION_IDS.map((id) => {
            const name = id === visitors ? t('yourCountry', { region: t(`regions.${id}`) }) : t(`regions.${id}`);
            if (id === region.id)
              return (
                <li key={id}>
                  <button type="button" aria-current="true" onClick={close}>
                    {name}
                  </button>
                </li>
              );
            return (
              <li key={id}>
                {mode === 'host' ? (
                  // Another region is another origin: leaving for it is a full navigation.
                  <a href={regionHref(regions[id], path)}>{name}</a>
                ) : (
                  <button type="button" onClick={() => choose(id)}>
                    {name}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
