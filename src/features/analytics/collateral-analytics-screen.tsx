/**
 * /analytics/collateral: the collateral account's summary (GET /v2/trade/margin/info with the bonus counted) and
 * what its closed positions realized and its funding came to, per day of the period (getCollateralPnl).
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useGetCollateralPnl } from '../../../generated/api/analytics/analytics';
import { PeriodSwitch, SeriesFigures, usePeriod } from './analytics-period';
import { useGetMarginInfo } from '../../../generated/api/trade/trade';
import { formatDecimal } from '../../lib/format/number-format';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';

export function CollateralAnalyticsScreen() {
  const { t, i18n } = useTranslation('analytics');
  const info = useGetMarginInfo({ includeBonus: true });
  const [period, setPeriod] = usePeriod();
  const pnl = useGetCollateralPnl({ period }, { query: { placeholderData: keepPreviousData } });
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
      <h2>{t('collateralPnl.title')}</h2>
      <div className="toolbar">
        <PeriodSwitch value={period} onChange={setPeriod} />
      </div>
      {pnl.isPending ? (
        <QueryLoading />
      ) : pnl.isError ? (
        <QueryError error={pnl.error} onRetry={() => void pnl.refetch()} />
      ) : (
        <>
          <p data-testid="collateral-pnl-total" data-value={pnl.data.data.pnl}>
            {t('collateralPnl.total', {
              positions: pnl.data.data.positions,
              realized: formatDecimal(pnl.data.data.realizedPnl, locale, { max: 8 }),
              funding: formatDecimal(pnl.data.data.funding, locale, { max: 8 }),
              pnl: formatDecimal(pnl.data.data.pnl, locale, { max: 8 }),
            })}
          </p>
          <SeriesFigures
            points={pnl.data.data.points}
            columns={[
              { key: 'realizedPnl', label: t('collateralPnl.realized'), color: '#4c8dff', kind: 'histogram' },
              { key: 'funding', label: t('collateralPnl.funding'), color: '#f5a623', kind: 'histogram' },
              { key: 'pnl', label: t('collateralPnl.pnl') },
            ]}
            label={t('collateralPnl.chart')}
            testId="collateral-pnl-series"
          />
        </>
      )}
    </StandardAreaPage>
  );
}
