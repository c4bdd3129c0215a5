/** The view settings of the balance page: the currency of values and the four hide switches. */
import { useTranslation } from 'react-i18next';
import type { ViewPreferences } from './view-preferences';

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
      <div className="segmented" role="radiogroup" aria-label={t('preferences.equivalentIn')}>
        {(['BTC', 'fiat'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={preferences.equivalentIn === option}
            onClick={() => onChange({ equivalentIn: option })}
          >
            {option === 'BTC' ? 'BTC' : fiat}
          </button>
        ))}
      </div>
      {SWITCHES.map((key) => (
        <label key={key} className="checkbox">
          <input type="checkbox" checked={preferences[key]} onChange={(e) => onChange({ [key]: e.target.checked })} />
          {t(`preferences.${key}`)}
        </label>
      ))}
    </fieldset>
  );
}
