/**
 * The user's WBT holding level on /wbt/boost: the level the held amount reaches, the futures funding discount it
 * gives (getUserFundingDiscount), and the next level: how much more to hold and the discount it would give
 * (getWbtHoldingFundingDiscount of that level). The thresholds are the benefit levels' (getWbtBenefits).
 */
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { useGetWbtBenefits } from '../../../generated/api/balances/balances';
import { useGetUserFundingDiscount, useGetWbtHoldingFundingDiscount } from '../../../generated/api/funding/funding';
import { formatDecimal } from '../../lib/format/number-format';
import { QueryError } from '../../ui/query-state';

/** `decimals`: WBT's display precision. */
export function WbtHoldingLevel({ decimals }: { decimals: number }) {
  const { t, i18n } = useTranslation('products');
  const lng = i18n.language;
  const mine = useGetUserFundingDiscount({ query: { staleTime: 10_000 } });
  const benefits = useGetWbtBenefits({ query: { staleTime: 5 * 60_000 } });
  const level = mine.data?.data.holdingLevel;
  const next = level === undefined ? undefined : benefits.data?.data.holding.find((l) => l.level === level + 1);
  const nextDiscount = useGetWbtHoldingFundingDiscount(next?.level ?? 0, { query: { enabled: next !== undefined, staleTime: 5 * 60_000 } });
  if (mine.isError) return <QueryError error={mine.error} onRetry={() => void mine.refetch()} />;
  if (!mine.data) return null;
  const { discount, hold } = mine.data.data;
  const percent = (value: string) => `${formatDecimal(value, lng, { max: 2 })}\u00a0%`;
  const missing = next ? Decimal.max(0, new Decimal(next.minAmount).minus(hold)).toFixed() : undefined;
  return (
    <section className="card" aria-labelledby="wbt-level-title" data-testid="wbt-level">
      <h2 id="wbt-level-title">{t('boost.level.title')}</h2>
      <dl className="stat-grid">
        <div className="stat">
          <dt className="stat__label">{t('boost.level.current')}</dt>
          <dd className="stat__value" data-testid="wbt-level-current">
            {level ? t('boost.level.number', { level }) : t('boost.level.none')}
          </dd>
        </div>
        <div className="stat">
          <dt className="stat__label">{t('boost.level.fundingDiscount')}</dt>
          <dd className="stat__value" data-testid="wbt-level-discount">
            {percent(discount)}
          </dd>
        </div>
      </dl>
      {next && missing !== undefined ? (
        <p data-testid="wbt-level-next">
          {t('boost.level.next', {
            level: next.level,
            amount: formatDecimal(missing, lng, { max: decimals }),
            discount: percent(nextDiscount.data?.data.discount ?? next.fundingDiscount),
          })}
        </p>
      ) : (
        level !== undefined && benefits.data && <p>{t('boost.level.top')}</p>
      )}
    </section>
  );
}
