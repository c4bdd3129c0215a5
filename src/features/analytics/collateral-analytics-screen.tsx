/**
 * /analytics/collateral: the collateral account's summary (GET /v2/trade/margin/info with the bonus counted).
 */
import { useTranslation } from 'react-i18next';
import { useGetMarginInfo } from '../../../generated/api/trade/trade';
import { formatDecimal } from '../../lib/format/number-format';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';

export function CollateralAnalyticsScreen() {
  const { t, i18n } = useTranslation('analytics');
  const info = useGetMarginInfo({ includeBonus: true });
  const locale = i18n.language;
  return (
    <StandardAreaPage>
      {info.isPending ? (
        <QueryLoading />
      ) : info.isError ? (
        <QueryError error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        <dl className="balance-summary__accounts" data-testid="collateral-summary">
          {(['equity', 'margin', 'freeMargin', 'pnl', 'unrealizedFunding'] as const).map((key) => (
            <div key={key} className="card">
              <dt>{t(`collateral.${key}`)}</dt>
              <dd className={key === 'pnl' || key === 'unrealizedFunding' ? (info.data.data[key].startsWith('-') ? 'down' : 'up') : ''}>
                {formatDecimal(info.data.data[key], locale, { max: 8 })}
              </dd>
            </div>
          ))}
          <div className="card">
            <dt>{t('collateral.leverage')}</dt>
            <dd>{info.data.data.leverage}×</dd>
          </div>
          <div className="card">
            <dt>{t('collateral.marginFraction')}</dt>
            <dd>{formatDecimal(info.data.data.marginFraction, locale, { max: 2 })} %</dd>
          </div>
          {info.data.data.bonus && (
            <div className="card">
              <dt>{t('collateral.bonus')}</dt>
              <dd>{formatDecimal(info.data.data.bonus, locale, { max: 8 })}</dd>
            </div>
          )}
        </dl>
      )}
    </StandardAreaPage>
  );
}
