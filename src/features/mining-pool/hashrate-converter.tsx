/**
 * A hashrate converter for reading reports and dashboards: a figure in any unit from H/s to EH/s (steps of
 * 1000, spec section 9) shown in hashes per second and in the best unit, on the hashrate input rule.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../lib/format/number-format';
import { formatHashrate, HASHRATE_UNITS, parseHashrate, type HashrateUnit } from '../../lib/input/hashrate';

export function HashrateConverter() {
  const { t, i18n } = useTranslation(['mining-pool', 'forms']);
  const id = useId();
  const [text, setText] = useState('');
  const [unit, setUnit] = useState<HashrateUnit>('TH');
  const parsed = text.trim() === '' ? undefined : parseHashrate(text, { unit });
  return (
    <section className="card hashrate-converter" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('converter.title')}</h2>
      <div className="hashrate-converter__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-value`}>
            {t('converter.value')}
          </label>
          <input
            id={`${id}-value`}
            inputMode="decimal"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={parsed && !parsed.ok ? true : undefined}
            aria-describedby={`${id}-out`}
            data-testid="hashrate-input"
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-unit`}>
            {t('converter.unit')}
          </label>
          <select id={`${id}-unit`} value={unit} onChange={(e) => setUnit(e.target.value as HashrateUnit)}>
            {HASHRATE_UNITS.map((u) => (
              <option key={u} value={u}>
                {u}/s
              </option>
            ))}
          </select>
        </div>
      </div>
      <p
        id={`${id}-out`}
        className={parsed && !parsed.ok ? 'field__error' : 'field__hint'}
        role={parsed && !parsed.ok ? 'alert' : 'status'}
        data-testid="hashrate-output"
      >
        {parsed === undefined
          ? t('converter.hint')
          : parsed.ok
            ? t('converter.result', {
                hashes: formatDecimal(parsed.value, i18n.language, { max: 2 }),
                best: formatHashrate(parsed.value).text,
              })
            : t(parsed.key, parsed.values)}
      </p>
    </section>
  );
}
