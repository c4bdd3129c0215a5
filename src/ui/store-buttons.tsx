/** The two app-store buttons of the region's app links (home page and the app download page). */
import { useTranslation } from 'react-i18next';

/** Each store's icon path (24 × 24) and the keys of its two label lines in the common namespace. */
const STORES = [
  {
    id: 'apple',
    icon: 'M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.1 2.5-1.8 3.1-.5 7.6 1.2 10.1.9 1.2 1.9 2.6 3.2 2.5 1.3 0 1.8-.8 3.3-.8 1.6 0 2 .8 3.3.8 1.4 0 2.3-1.2 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9-.1 0-2.8-1-2.8-4ZM13.9 5.2c.7-.8 1.1-2 1-3.2-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3.1 1.1.1 2.2-.6 2.9-1.4Z',
    small: 'storeButtons.appleSmall',
    label: 'storeButtons.apple',
  },
  {
    id: 'android',
    icon: 'M4 2.5v19l10-9.5L4 2.5Zm11.3 8.3 2.6-2.5L6.4 1.8l8.9 9Zm0 2.4-8.9 9 11.5-6.5-2.6-2.5Zm5.6-2.2-2-1.1-2.7 2.6 2.7 2.6 2-1.1c.8-.5.8-2.5 0-3Z',
    small: 'storeButtons.androidSmall',
    label: 'storeButtons.android',
  },
] as const;

export function StoreButtons(links: { apple: string; android: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="store-buttons">
      {STORES.map((store) => (
        <a key={store.id} className="store-button" href={links[store.id]} rel="noopener noreferrer">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path fill="currentColor" d={store.icon} />
          </svg>
          <span>
            <small>{t(store.small)}</small>
            <strong>{t(store.label)}</strong>
          </span>
        </a>
      ))}
    </div>
  );
}
