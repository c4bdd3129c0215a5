/** What links brought (clicks, registrations, first deposits, commission), as the dashboard and a campaign show it. */
import { useTranslation } from 'react-i18next';
import type { AffiliateFigures } from '../../../generated/api/model/affiliateFigures.zod';
import { formatDecimal } from '../../lib/format/number-format';

export function Figures({ figures, ticker, testId }: { figures: AffiliateFigures; ticker: string; testId: string }) {
  const { t, i18n } = useTranslation('affiliate');
  const lng = i18n.language;
  const count = (n: number) => formatDecimal(String(n), lng, { max: 0 });
  const items = [
    ['clicks', count(figures.clicks), String(figures.clicks)],
    ['registrations', count(figures.registrations), String(figures.registrations)],
    ['deposits', count(figures.deposits), String(figures.deposits)],
    ['earned', `${formatDecimal(figures.earned, lng, { min: 2, max: 2 })} ${ticker}`, figures.earned],
  ] as const;
  return (
    <dl className="stat-grid" data-testid={testId}>
      {items.map(([key, shown, value]) => (
        <div key={key} className="card stat">
          <dt className="stat__label">{t(`figures.${key}`)}</dt>
          <dd className="stat__value" data-testid={`${testId}-${key}`} data-value={value}>
            {shown}
          </dd>
        </div>
      ))}
    </dl>
  );
}
