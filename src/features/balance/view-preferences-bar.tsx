/** The view settings of the balance page: the currency of values and the four hide switches. */
import { useTranslation } from 'react-i18next';
import type { ViewPreferences } from './view-preferences';
import { SegmentedControl } from '../../ui/segmented-control';

const SWITCHES = ['isHideZeros', 'isBalancesHidden', 'isEquivalentHidden', 'isDemoTokensHidden'] as const;

export function ViewPreferencesBar({
  preferences,
  onChange,
  fiat,
}: {
  preferences: ViewPreferences;
  onChange: (change: Partial<ViewPreferences>) => void;
  fiat: string;
}) {
  const { t } = useTranslation('balance');
  return (
    <fieldset className="balance-view">
      <legend className="visually-hidden">{t('preferences.legend')}</legend>
      <SegmentedControl
        variant="radio"
        // The fiat's code comes with the settings, maybe after the first paint: its option keeps one width.
        className="segmented balance-view__quote"
        aria-label={t('preferences.equivalentIn')}
        items={(['BTC', 'fiat'] as const).map((option) => ({ value: option, label: option === 'BTC' ? 'BTC' : fiat }))}
        value={preferences.equivalentIn}
        onChange={(option) => onChange({ equivalentIn: option })}
      />
      {SWITCHES.map((key) => (
        <label key={key} className="checkbox">
          <input type="checkbox" checked={preferences[key]} onChange={(e) => onChange({ [key]: e.target.checked })} />
          {t(`preferences.${key}`)}
        </label>
      ))}
    </fieldset>
  );
}
