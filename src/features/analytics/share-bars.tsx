/** Shares as a list of labelled bars: the label, the value and the percentage, the bar only drawn for the eye. */
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../lib/format/number-format';
import type { Share } from './use-btc-values';

export function ShareBars({ items, label, testId }: { items: readonly (Share & { label: string })[]; label: string; testId: string }) {
  const { i18n } = useTranslation('analytics');
  const locale = i18n.language;
  return (
    <ul className="share-bars" aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <li key={item.key} className="share-bars__item">
          <span className="share-bars__label">{item.label}</span>
          <span className="share-bars__value num">
            {formatDecimal(item.value, locale, { max: 8 })} BTC · {formatDecimal(item.percent, locale, { max: 2 })} %
          </span>
          <span className="share-bars__bar" aria-hidden="true">
            <span style={{ width: `${item.percent}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}
