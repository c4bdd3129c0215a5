/** The competitions' words and figures: the namespace's texts, amounts with their ticker, a competition's period. */
import { useTranslation } from 'react-i18next';
import type { Competition } from '../../../generated/api/model/competition.zod';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';

export function useCompetitionText() {
  const { t, i18n } = useTranslation('competitions');
  const locale = i18n.language;
  return {
    t,
    locale,
    amount: (value: string, ticker: string) => `${formatDecimal(value, locale, { max: 8 })} ${ticker}`,
    period: (c: Competition) => t('period', { from: formatDateTime(c.startsAt, locale), to: formatDateTime(c.endsAt, locale) }),
  };
}
